// Filters applied on input so the fields cannot even hold an invalid value (spec 01 §5).

/** Keeps digits and the first dot: '1a2.3.4' => '12.34'. */
export function filterAmount(value: string | null | undefined): string {
  if (!value) return '';
  const cleaned = String(value).replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

export function filterInteger(value: string | null | undefined): string {
  return value ? String(value).replace(/\D/g, '') : '';
}

export function filterAlphanumeric(value: string | null | undefined): string {
  return value ? String(value).replace(/[^A-Za-z0-9]/g, '') : '';
}
