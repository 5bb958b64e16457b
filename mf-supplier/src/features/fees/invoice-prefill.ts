// What the invoice details of a fee start with: what was saved for the fee, and where a field is
// still empty, the company's own data from its supplier record (issue 35), so a clerk does not type
// the company's name and tax number again. Plain functions, tested in invoice-prefill.test.ts.
import type { InvoiceInfo } from './fees.api';

/** The parts of the supplier record (getSupplierDetail) an invoice is made out from. */
export interface CompanyData {
  supplierInfoAll?: { supplierName?: string; creditCode?: string; companyEmail?: string; registeredAddress?: string };
  supplierAddress?: { address?: string; city?: string; province?: string };
  supplierUsers?: { email?: string; isMainUser?: boolean }[];
}

const INVOICE_FIELDS = ['invoiceTitle', 'taxNumber', 'invoiceEmail', 'invoiceAddress', 'remark'] as const;
const TAX_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** The invoice details the company data suggest: its legal name, credit code or tax code, e-mail, registered address. */
export function invoiceFromCompany(company: CompanyData | null | undefined): InvoiceInfo {
  if (!company) return {};
  const info = company.supplierInfoAll ?? {};
  const office = company.supplierAddress ?? {};
  const mainEmail = company.supplierUsers?.find((u) => u.isMainUser)?.email;
  const officeAddress = [office.province, office.city, office.address].map((p) => p?.trim()).filter(Boolean).join(' ');
  const creditCode = info.creditCode?.trim();
  return {
    invoiceTitle: info.supplierName?.trim() || undefined,
    // Only a number the form accepts: a value it would refuse is no help as a suggestion.
    taxNumber: creditCode && TAX_NUMBER.test(creditCode) ? creditCode : undefined,
    invoiceEmail: info.companyEmail?.trim() || mainEmail?.trim() || undefined,
    invoiceAddress: info.registeredAddress?.trim() || officeAddress || undefined,
  };
}

/** The form's starting values: each field as saved for the fee, else as the company data suggest, else empty. */
export function invoiceStart(saved: InvoiceInfo | null | undefined, company: CompanyData | null | undefined): Required<InvoiceInfo> {
  const suggested = invoiceFromCompany(company);
  const out = {} as Required<InvoiceInfo>;
  for (const key of INVOICE_FIELDS) out[key] = saved?.[key]?.trim() || suggested[key] || '';
  return out;
}
