// What a quotation of each kind must name (issue 33), for the form and the server's send check:
// brand or manufacturer only for material (a works contractor or a scrap buyer has none); arrival
// days except on a sale whose source sets no arrival requirement (a scrap buyer collects).

export type QuotationKindCode = 'gc' | 'wz' | 'cs';

export interface QuotationNeeds {
  brand: boolean;
  arrivalDays: boolean;
}

export function quotationNeeds(kind: QuotationKindCode, arrivalRequirement: string | null | undefined): QuotationNeeds {
  return { brand: kind === 'wz', arrivalDays: kind !== 'cs' || (arrivalRequirement ?? null) !== null };
}

/** Material asks everything: the rule for a caller that does not know the kind. */
export const ALL_NEEDS: QuotationNeeds = { brand: true, arrivalDays: true };

/** A line asks for days also when the buyer set a required arrival for that line. */
export function lineNeeds(needs: QuotationNeeds, requiredArrivalDays: number | null | undefined): QuotationNeeds {
  return { ...needs, arrivalDays: needs.arrivalDays || (requiredArrivalDays ?? null) !== null };
}
