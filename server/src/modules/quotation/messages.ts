// Sourcing and quotation messages (spec 02 §5, §8 and the refusals of issue 14) in the three
// languages. Texts the browser also shows come from the shared catalogue, so both say the same.
import type { Language } from '../../platform/constants';
import { fillMessage } from '../../platform/messages';
import { AppError } from '../../platform/errors';

type Texts = Record<Language, string>;

function build() {
  return {
    bidsNotOpenYet: {
      'zh-CN': '尚未到开标时间（{{openingTime}}）',
      'en-US': 'Bids open at {{openingTime}}; it is not yet that time',
      'vi-VN': 'Chưa đến giờ mở thầu ({{openingTime}})',
    },
  } satisfies Record<string, Texts>;
}

let catalogue: ReturnType<typeof build> | undefined;
/** Built on first use: shared texts need the shared i18n instance. */
export const quotationMessages = () => (catalogue ??= build());
export type QuotationMessageKey = keyof ReturnType<typeof build>;

export function quotationMessage(key: QuotationMessageKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return fillMessage(quotationMessages()[key][lang], vars);
}

/** A refusal worded in the caller's language. */
export const quotationRefusal = (status: number, key: QuotationMessageKey, lang: Language, vars?: Record<string, string | number>) => new AppError(status, quotationMessage(key, lang, vars));
