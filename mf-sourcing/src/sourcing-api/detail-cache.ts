// A logged-in supplier reads a source's detail with a single-use puzzle pass (spec 01 §4), so a
// screen beside the detail cannot simply read it again: the detail page leaves its copy in this
// tab's session storage. (The quotation screens no longer need it: a signed-up supplier reads the
// order through source/getQuotationSource without a pass, also in a new tab.)
import type { SourceDetail } from './sourcing-types';

const key = (sourceId: string) => `mf-sourcing:source-detail:${sourceId}`;

export function rememberDetail(detail: SourceDetail): void {
  try {
    sessionStorage.setItem(key(detail.sourceId), JSON.stringify(detail));
  } catch {
    // Storage full or refused: the quotation screen asks for the puzzle instead.
  }
}

export function recallDetail(sourceId: string): SourceDetail | null {
  try {
    const text = sessionStorage.getItem(key(sourceId));
    return text ? (JSON.parse(text) as SourceDetail) : null;
  } catch {
    return null;
  }
}
