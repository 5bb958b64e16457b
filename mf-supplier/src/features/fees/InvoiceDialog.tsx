import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCompanyData, saveFeeInfo, type InvoiceInfo, type SupplierFee } from './fees.api';
import { invoiceStart } from './invoice-prefill';

interface Props {
  fee: SupplierFee | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A refusal of antd's validateFields: the form already shows each field's message. */
const isFormRefusal = (e: unknown) => typeof e === 'object' && e !== null && 'errorFields' in e;

/**
 * The invoice details of a due fee (user/saveSupplierFeeInfo). Empty fields start from the
 * company's own record (its legal name, credit code, e-mail, registered address).
 */
export function InvoiceDialog({ fee, onClose, onSaved }: Props) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<InvoiceInfo>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!fee) return undefined;
    let current = true;
    form.resetFields();
    form.setFieldsValue(invoiceStart(fee.invoiceInfo, null));
    // The company data come a moment later: they fill only what is still empty, so nothing the
    // clerk has typed meanwhile is overwritten.
    fetchCompanyData().then(
      (company) => {
        if (!current || !company) return;
        const start = invoiceStart(fee.invoiceInfo, company);
        const now = form.getFieldsValue();
        form.setFieldsValue(Object.fromEntries(Object.entries(start).filter(([key]) => !String(now[key as keyof InvoiceInfo] ?? '').trim())));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fee, form]);

  const save = async () => {
    if (!fee) return;
    let values: InvoiceInfo;
    try {
      values = await form.validateFields();
    } catch (e) {
      // A missing or wrong field: its message is under it; nothing to send and nothing to report.
      if (isFormRefusal(e)) return;
      throw e;
    }
    setSaving(true);
    try {
      await saveFeeInfo(fee.feeId, values);
      message.success(t('fees.invoiceSaved'));
      onSaved();
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={fee !== null}
      title={t('fees.invoiceTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('fees.save')}
      cancelText={t('fees.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'invoice-save' } as Record<`data-${string}`, string>}
      width="min(520px, calc(100vw - 16px))"
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="invoice-form">
        <Form.Item name="invoiceTitle" label={t('fees.invoice.invoiceTitle')} rules={[{ required: true, whitespace: true, message: t('fees.invoice.required') }, { max: 200 }]}>
          <Input maxLength={200} data-testid="invoice-invoiceTitle" />
        </Form.Item>
        <Form.Item name="taxNumber" label={t('fees.invoice.taxNumber')} rules={[{ required: true, whitespace: true, message: t('fees.invoice.required') }, { pattern: /^[A-Za-z0-9-]{0,30}$/, message: t('fees.invoice.badTaxNumber') }]}>
          <Input maxLength={30} data-testid="invoice-taxNumber" />
        </Form.Item>
        <Form.Item name="invoiceEmail" label={t('fees.invoice.invoiceEmail')} rules={[{ type: 'email', message: t('fees.invoice.badEmail') }]}>
          <Input maxLength={100} data-testid="invoice-invoiceEmail" />
        </Form.Item>
        <Form.Item name="invoiceAddress" label={t('fees.invoice.invoiceAddress')}>
          <Input maxLength={300} data-testid="invoice-invoiceAddress" />
        </Form.Item>
        <Form.Item name="remark" label={t('fees.invoice.remark')}>
          <Input.TextArea maxLength={500} rows={2} data-testid="invoice-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
