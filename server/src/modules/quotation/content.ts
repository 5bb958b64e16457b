// What a quotation holds (spec 02 §3 "Quotation", "Line", "Terms"), as it is sealed. Money and rates
// are decimal strings, never floats: amounts are computed exactly on the server.

export interface QuotationHeader {
  /** Who offers, as the supplier signs it. */
  offeror: string;
  /** YYYY-MM-DD */
  validityDate: string;
  /** The promised arrival, in days. */
  arrivalDays: number;
  currency: string;
  remark?: string;
  /** Computed by the server: the sum of the lines' amounts with tax. */
  totalWithTax: string;
  /** Computed by the server: the sum of the lines' tax. */
  totalTax: string;
}

export interface QuotationLine {
  lineId: string;
  lineNo: number;
  /** Percent, 0 ≤ rate < 100. */
  taxRate: string;
  unitPriceWithTax: string;
  /** Computed by the server: quantity × unit price, 2 decimals. */
  amountWithTax: string;
  /** Computed by the server: amount − amount / (1 + rate/100), 2 decimals. */
  tax: string;
  brand: string;
  arrivalDays: number;
  supplierRemark?: string;
}

export interface QuotationTerm {
  termId: string;
  isAgree: boolean;
  difference?: string;
}

export interface QuotationContent {
  header: QuotationHeader;
  lines: QuotationLine[];
  terms: QuotationTerm[];
}
