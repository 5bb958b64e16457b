// What every module's message catalogue shares: texts in the three languages, built on first use
// (texts taken from the shared catalogue need the shared i18n instance, which is ready only once
// the app has started), worded with fillMessage, and refusals that keep their key so the reply is
// worded in the reader's language (the CLI prints English, a log the zh-CN text).
import { translate } from './shared-texts';
import { LANGUAGES, type Language } from './constants';
import { AppError } from './errors';
import { fillMessage } from './messages';

export type Texts = Record<Language, string>;
export type Vars = Record<string, string | number>;

/**
 * A text of the shared catalogue in every language, so the browser and the server say the same.
 * `keep` names {{vars}} to leave in place for fillMessage (translate would otherwise fill them).
 */
export function sharedTexts(key: string, keep: readonly string[] = []): Texts {
  const options = keep.length ? { ...Object.fromEntries(keep.map((name) => [name, `{{${name}}}`])), interpolation: { escapeValue: false } } : undefined;
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(key, lang, options)])) as Texts;
}

export interface ModuleCatalogue<K extends string> {
  /** Every text, built on first use. */
  texts: () => Record<K, Texts>;
  /** One text in one language with its {{vars}} filled. */
  message: (key: K, lang: Language, vars?: Vars) => string;
  /** A refusal worded when answered, in the caller's language. */
  refusal: (status: number, key: K, vars?: Vars) => KeyedRefusal<K>;
}

/** A refusal that keeps its key and vars and is worded when answered. */
export class KeyedRefusal<K extends string> extends AppError {
  constructor(
    status: number,
    readonly messageKey: K,
    readonly messageVars: Vars,
    private readonly word: (key: K, lang: Language, vars: Vars) => string,
  ) {
    super(status, word(messageKey, 'zh-CN', messageVars));
  }

  override messageIn(lang: Language): string {
    return this.word(this.messageKey, lang, this.messageVars);
  }
}

/**
 * The texts of a key, or of its plural form for `vars.count` where the catalogue has one, named as
 * i18next names them (`bidPackageIncomplete_one` beside `bidPackageIncomplete`): en-US says
 * '1 item', zh-CN and vi-VN have one form.
 */
function formOf<K extends string>(all: Record<K, Texts>, key: K, lang: Language, vars: Vars): Texts {
  if (typeof vars.count !== 'number') return all[key];
  return (all as Record<string, Texts>)[`${key}_${new Intl.PluralRules(lang).select(vars.count)}`] ?? all[key];
}

export function moduleCatalogue<K extends string>(build: () => Record<K, Texts>): ModuleCatalogue<K> {
  let built: Record<K, Texts> | undefined;
  const texts = () => (built ??= build());
  const message = (key: K, lang: Language, vars: Vars = {}) => fillMessage(formOf(texts(), key, lang, vars)[lang], vars);
  return { texts, message, refusal: (status, key, vars = {}) => new KeyedRefusal(status, key, vars, message) };
}
