import { Button, Flex, Progress, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadProblem } from '@portal/shared/core';
import { FileDropArea } from './FileDropArea';
import { useFileTypes } from './use-file-types';
import { uploadFile, type StoredFile, type UploadTarget } from './upload.api';

export interface UploadDialogBodyProps {
  /** The record the files belong to (plogin/upload's businessId and businessType). */
  target: UploadTarget;
  /** The attachment types offered in the dropdown (CRC_FILE_TYPE codes), the first chosen. */
  types: readonly string[];
  defaultType?: string;
  /** Called with each file the server has stored. */
  onUploaded: (file: StoredFile) => void;
}

interface Item {
  uid: string;
  file: File;
  type: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

let seq = 0;

/**
 * What the upload dialog of spec 02 §2 holds: an attachment-type dropdown and a drag-and-drop area;
 * each file starts uploading as soon as it is chosen, shows its progress, and can be sent again
 * after a failure. The allowed extensions and the size limit are the server's (CRC_FILE_TYPE),
 * checked here first so a wrong file is refused with the §8 message before a byte is sent. Drawn
 * afresh at each opening (the dialog destroys it when hidden), so each starts empty.
 */
export function UploadDialogBody({ target, types, defaultType, onUploaded }: UploadDialogBodyProps) {
  const { t } = useTranslation('common');
  const rules = useFileTypes();
  const [type, setType] = useState(defaultType ?? types[0]);
  const [items, setItems] = useState<Item[]>([]);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const rule = rules.get(type);
  const patch = (uid: string, change: Partial<Item>) => live.current && setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  async function send(item: Item) {
    patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
    const r = rules.get(item.type);
    const problem = describeUploadProblem({ name: item.file.name, size: item.file.size, allowedExtensions: r?.extensions, maxBytes: r?.maxSize });
    if (problem) return patch(item.uid, { status: 'error', error: t(problem.key, problem.values) });
    try {
      const stored = await uploadFile(target, item.type, item.file, (percent) => patch(item.uid, { percent }));
      patch(item.uid, { status: 'done', percent: 100 });
      onUploaded(stored);
    } catch (err) {
      patch(item.uid, { status: 'error', error: err instanceof Error && err.message ? err.message : t('upload.failed') });
    }
  }

  function add(file: File) {
    const item: Item = { uid: `u${++seq}`, file, type, percent: 0, status: 'uploading' };
    setItems((list) => [...list, item]);
    void send(item);
  }

  return (
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('upload.attachmentType')}</Typography.Text>
          <Select
            value={type}
            onChange={setType}
            style={{ minWidth: 260, flex: 1 }}
            options={types.map((code) => ({ value: code, label: rules.get(code)?.label ?? t(`upload.aptitude.${code}`, { defaultValue: code }) }))}
            data-testid="upload-type"
            aria-label={t('upload.attachmentType')}
          />
        </Flex>
        <FileDropArea rule={rule} onFile={add} testId="upload-drop">
          <Typography.Paragraph style={{ margin: '8px 0' }}>{t('upload.dragHint')}</Typography.Paragraph>
          <Typography.Text type="secondary" data-testid="upload-rules">
            {rule ? t('upload.rules', { extensions: rule.extensions.join(', '), size: rule.maxSizeMb }) : '\u00a0'}
          </Typography.Text>
        </FileDropArea>
        {items.map((item) => (
          <Flex key={item.uid} vertical gap={2} data-testid="upload-item" data-status={item.status}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis style={{ maxWidth: '70%' }}>
                {item.file.name}
              </Typography.Text>
              {item.status === 'error' && (
                <Button size="small" onClick={() => void send(item)} data-testid="upload-retry">
                  {t('upload.retry')}
                </Button>
              )}
            </Flex>
            <Progress percent={item.percent} size="small" status={item.status === 'error' ? 'exception' : item.status === 'done' ? 'success' : 'active'} data-testid="upload-progress" />
            {item.error && (
              <Typography.Text type="danger" data-testid="upload-error">
                {item.error}
              </Typography.Text>
            )}
          </Flex>
        ))}
      </Flex>
  );
}
