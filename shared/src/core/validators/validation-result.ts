/** null when valid, else a key of the common namespace (validation.*, upload.*). */
export type ValidationResult = string | null;

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}
