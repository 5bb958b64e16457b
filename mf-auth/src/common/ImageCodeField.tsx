import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateImageCode } from '@portal/shared/core';
import { rule } from './form-rules';
import { imageCodeUrl } from './image-proof';

interface Props {
  /** The form field the typed code goes to. */
  name: string;
  randomStr: string;
  renew: () => void;
  /** Test id prefix, so a screen with two forms keeps its fields apart. */
  testId?: string;
  /**
   * When the code is checked; always by default. A form whose code proves a send (the SMS button)
   * rather than its own submit checks it only while sending.
   */
  checkWhen?: () => boolean;
}

/** The picture's frame, and its stand-in's until the picture is chosen. */
const PICTURE_FRAME = { border: '1px solid #d9d9d9', borderLeft: 0 } as const;

/** The 4-character image code with its picture; a click on the picture draws a new one. */
export function ImageCodeField({ name, randomStr, renew, testId = 'image-code', checkWhen }: Props) {
  const { t } = useTranslation('mf-auth');
  const check = rule(validateImageCode, t);
  const checked = checkWhen ? { validator: (r: unknown, v: string | undefined) => (checkWhen() ? check.validator(r, v) : Promise.resolve()) } : check;
  return (
    // The label names the code field inside the compact group (antd only ties it to a named item).
    <Form.Item label={t('login.imageCode')} htmlFor={name} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[checked]}>
          <Input id={name} prefix={<SafetyOutlined />} maxLength={4} autoComplete="off" placeholder={t('login.imageCodePlaceholder')} data-testid={`${testId}-input`} />
        </Form.Item>
        {randomStr ? (
          <img
            src={imageCodeUrl(randomStr)}
            alt={t('login.imageCode')}
            title={t('login.refreshCode')}
            height={32}
            width={96}
            style={{ ...PICTURE_FRAME, cursor: 'pointer' }}
            onClick={renew}
            data-testid={testId}
            data-random-str={randomStr}
          />
        ) : (
          <span style={{ ...PICTURE_FRAME, width: 96, height: 32, flex: 'none' }} />
        )}
      </Space.Compact>
    </Form.Item>
  );
}
