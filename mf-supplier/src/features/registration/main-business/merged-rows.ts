/**
 * Row spans that merge a column's cells across consecutive equal values (the business-detail
 * dialog's main-business column, spec 02 §2): the first row of a run spans it, the others vanish.
 */
export function mergedRowSpans<T>(rows: readonly T[], valueOf: (row: T) => string): number[] {
  const spans = rows.map(() => 0);
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && valueOf(rows[end]) === valueOf(rows[start])) end++;
    spans[start] = end - start;
    start = end;
  }
  return spans;
}
