// The checks a supplier form runs before it sends (registration and change request alike): every
// field's rule, with the first refused field scrolled into view, then the rules about a whole
// section or the contact list, which have no field to show them under.
import type { FormInstance } from 'antd';
import { validateSupplierDetail, type SupplierDetailInput } from '@portal/shared/core';
import type { SupplierFormValues } from './form-values';

interface Ui {
  t: (key: string) => string;
  error: (text: string) => void;
}

/** True when the form may be sent; otherwise the reason is on screen. */
export async function supplierFormReady(form: FormInstance<SupplierFormValues>, payload: () => SupplierDetailInput, ui: Ui): Promise<boolean> {
  try {
    await form.validateFields({ recursive: true });
  } catch (err) {
    const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    ui.error(ui.t('registration.fixFields'));
    return false;
  }
  const overall = validateSupplierDetail(payload()).find((p) => p.path === 'supplierUsers' || p.path === 'supplierBank');
  if (overall) {
    ui.error(ui.t(`common:${overall.key}`));
    return false;
  }
  return true;
}
