import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFeeInfo, type InvoiceInfo, type SupplierFee } from './fees.api';

interface Props {
  fee: SupplierFee | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The invoice details of a due fee (user/saveSupplierFeeInfo). */
export function InvoiceDialog({ fee, onClose, onSaved }: Props) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<InvoiceInfo>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (fee) form.setFieldsValue({ invoiceTitle: '', taxNumber: '', invoiceEmail: '', invoiceAddress: '', remark: '', ...fee.invoiceInfo });
  }, [fee, form]);

  const save = async () => {
    if (!fee) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await saveFeeInfo(fee.feeId, values);
      message.success(t('fees.invoiceSaved'));
      onSaved();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={fee !== null} title={t('fees.invoiceTitle')} onCancel={onClose} onOk={() => void save()} okText={t('fees.save')} cancelText={t('fees.cancel')} confirmLoading={saving} forceRender>
      <Form form={form} layout="vertical" data-testid="invoice-form">
        <Form.Item name="invoiceTitle" label={t('fees.invoice.invoiceTitle')} rules={[{ required: true, message: t('fees.invoice.required') }, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="taxNumber" label={t('fees.invoice.taxNumber')} rules={[{ required: true, message: t('fees.invoice.required') }, { pattern: /^[A-Za-z0-9-]{0,30}$/, message: t('fees.invoice.badTaxNumber') }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="invoiceEmail" label={t('fees.invoice.invoiceEmail')} rules={[{ type: 'email', message: t('fees.invoice.badEmail') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="invoiceAddress" label={t('fees.invoice.invoiceAddress')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="remark" label={t('fees.invoice.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
