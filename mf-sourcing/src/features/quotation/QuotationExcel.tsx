import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExcel, importQuotationLines, ImportRefusal, type ExcelExport, type ImportProblem } from '../../sourcing-api/quotation-excel.api';
import type { QuotationView } from '../../sourcing-api/sourcing-types';
import { ImportRefusalNotice } from './quotation-later-parts';

export interface QuotationExcelProps {
  sourceId: string;
  round: number;
  /** Lines can be imported (the round is open and the quotation not sent). */
  editable: boolean;
  /** The own quotation exists (exportQuotation has something to export). */
  hasQuotation: boolean;
  /** Saves what is typed first, so the filled template and the import start from it. */
  beforeUse: () => Promise<unknown>;
  /** The draft the server saved from the file. */
  onImported: (view: QuotationView) => void;
}

/**
 * Quotation lines in Excel (spec 02 §7, §8): the blank lines template, the same filled with what is
 * quoted so far, the import of a filled file — every error listed with its row and column, nothing
 * saved while there is one — and the export of the own quotation. Downloads carry the token and
 * keep the server's file names.
 */
export function QuotationExcel({ sourceId, round, editable, hasQuotation, beforeUse, onImported }: QuotationExcelProps) {
  const { t } = useTranslation('mf-sourcing');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<ExcelExport | 'import' | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: ImportProblem[] } | null>(null);

  async function download(call: ExcelExport) {
    setBusy(call);
    try {
      if (call !== 'exportBjLines' && editable) await beforeUse();
      await downloadExcel(call, sourceId, call === 'exportQuotation' ? round : undefined);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(null);
    }
  }

  async function upload(file: File) {
    // Only the .xlsx template reads back: anything else is refused here, by name, before any call.
    if (!/\.xlsx$/i.test(file.name)) {
      setRefusal({ message: t('excel.notExcel', { name: file.name }), problems: [] });
      return;
    }
    setBusy('import');
    setRefusal(null);
    try {
      await beforeUse();
      const view = await importQuotationLines(sourceId, file, round);
      onImported(view);
      message.success(t('excel.imported', { count: view.lines.length }));
    } catch (err) {
      if (err instanceof ImportRefusal) setRefusal({ message: err.message, problems: err.problems });
      else if (err instanceof Error && err.message) setRefusal({ message: err.message, problems: [] });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={8} data-testid="quotation-excel">
      <Flex gap={8} wrap>
        <Button size="small" icon={<DownloadOutlined />} loading={busy === 'exportBjLines'} onClick={() => void download('exportBjLines')} data-testid="excel-template">
          {t('excel.template')}
        </Button>
        <Button size="small" icon={<DownloadOutlined />} loading={busy === 'exportBjLinesNew'} onClick={() => void download('exportBjLinesNew')} data-testid="excel-template-filled">
          {t('excel.templateFilled')}
        </Button>
        {/* A file input of its own rather than antd's Upload, whose chunk the page would wait for:
            the file goes through the shared client (token, language) either way. */}
        <input
          ref={picker}
          type="file"
          accept=".xlsx"
          hidden
          disabled={!editable || busy !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again (after fixing it) imports it again.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button size="small" type="primary" icon={<UploadOutlined />} disabled={!editable || busy !== null} loading={busy === 'import'} onClick={() => picker.current?.click()} data-testid="excel-import">
          {t('excel.import')}
        </Button>
        <ExportQuotationButton sourceId={sourceId} round={round} disabled={!hasQuotation} />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('excel.hint')}
      </Typography.Text>
      {refusal && (
        <Suspense fallback={null}>
          <ImportRefusalNotice message={refusal.message} problems={refusal.problems} onClose={() => setRefusal(null)} />
        </Suspense>
      )}
    </Flex>
  );
}

/** The own quotation of a round as Excel: on the form and on the sent quotation's summary. */
export function ExportQuotationButton({ sourceId, round, disabled }: { sourceId: string; round: number; disabled?: boolean }) {
  const { t } = useTranslation('mf-sourcing');
  const [busy, setBusy] = useState(false);
  async function exportQuotation() {
    setBusy(true);
    try {
      await downloadExcel('exportQuotation', sourceId, round);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" icon={<FileExcelOutlined />} disabled={disabled} loading={busy} onClick={() => void exportQuotation()} data-testid="excel-export">
      {t('excel.export')}
    </Button>
  );
}
