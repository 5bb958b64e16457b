// The client names its language in the content-lang header (spec 01 §7); messages follow it.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

export function requestLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const given = headers['content-lang'];
  return typeof given === 'string' && (LANGUAGES as readonly string[]).includes(given) ? (given as Language) : DEFAULT_LANGUAGE;
}
