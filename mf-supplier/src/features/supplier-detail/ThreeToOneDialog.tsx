import { Alert, App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError, validateCreditCode } from '@portal/shared/core';
import { DateField } from '@portal/shared/react';
import { fromDay, toFormValues } from '../../supplier-form/form-values';
import type { SupplierDetail } from '../../supplier-form/supplier-detail.api';
import { submitThreeToOne } from './supplier-change.api';

/** What a code of the company's country looks like (a made-up one with a right check character for China). */
const CODE_EXAMPLE: Record<string, string> = { CN: '91110000100000000R', VN: '0101234567' };

interface Values {
  creditCode: string;
  licenceEndDate?: Dayjs | null;
  licenceLongTerm?: boolean;
}

interface Props {
  detail: SupplierDetail;
  onClose: () => void;
  /** A request was kept (or one already waits): the page asks again and shows it as the pending change. */
  onSent: () => void;
}

/**
 * The three-in-one certificate (saveThreeToOne, spec 02 §7): the unified social credit code that
 * replaced the licence, organisation and tax numbers, and the licence's validity. The code is
 * checked as it is typed for the company's country (the rule the server applies); what is sent is a
 * change request of these fields only, effective once the buyer approves it.
 */
export function ThreeToOneDialog({ detail, onClose, onSent }: Props) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const country = detail.supplierAddress?.country;
  const company = toFormValues(detail).supplierInfoAll;
  const longTerm = Form.useWatch('licenceLongTerm', form) as boolean | undefined;

  async function send() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const sent = await submitThreeToOne({
        creditCode: values.creditCode.trim(),
        licenceLongTerm: Boolean(values.licenceLongTerm),
        ...(values.licenceLongTerm ? {} : { licenceEndDate: fromDay(values.licenceEndDate) }),
      });
      message.success(`${t('common:notice.changeSubmitted')} (${sent.changeNum})`);
      onSent();
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (isHttpError(error) && error.status === 409) {
        // Another request is already under review (sent from elsewhere): the page shows it.
        message.error(text);
        onSent();
        return;
      }
      setRefusal(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('threeToOne.title')}
      okText={t('threeToOne.send')}
      cancelText={t('supplierDetail.cancel')}
      onOk={send}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'three-to-one-send' } as Record<`data-${string}`, string>}
    >
      <div data-testid="three-to-one-dialog">
        <Typography.Paragraph type="secondary">{t('threeToOne.hint')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={busy}
          initialValues={{ creditCode: company.creditCode ?? '', licenceEndDate: company.licenceEndDate ?? null, licenceLongTerm: Boolean(company.licenceLongTerm) }}
          onValuesChange={() => setRefusal(null)}
        >
          <Form.Item
            name="creditCode"
            label={t('supplierForm.field.creditCode')}
            required
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = value?.trim() ? validateCreditCode(value, country) : 'validation.creditCodeRequired';
                  return problem ? Promise.reject(new Error(t(`common:${problem}`))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input maxLength={30} autoComplete="off" placeholder={CODE_EXAMPLE[country ?? ''] ?? ''} data-testid="three-to-one-code" />
          </Form.Item>
          <Form.Item name="licenceEndDate" label={t('supplierForm.field.licenceEndDate')}>
            {/* `|| undefined`: a `false` of its own would override the form's busy state. */}
            <DateField style={{ width: '100%' }} disabled={longTerm || undefined} data-testid="three-to-one-end-date" />
          </Form.Item>
          <Form.Item name="licenceLongTerm" valuePropName="checked">
            <Checkbox data-testid="three-to-one-long-term">{t('supplierForm.longTerm')}</Checkbox>
          </Form.Item>
        </Form>
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="three-to-one-refusal" />}
      </div>
    </Modal>
  );
}
