// The server words replies with the portal's common texts (the validators' messages among them) in
// each request's language. In the browser the host brings those texts to the page; here this
// module does, the first time anything is translated.
import { registerCommonTexts } from '@portal/shared/common-texts';
import { translate as translateInPage, type Language } from '@portal/shared/core';

let registered = false;

/** Translates a key of the shared catalogue ('validation.userNameRequired') in the given language. */
export function translate(key: string, lang: Language, vars?: Record<string, unknown>): string {
  if (!registered) {
    registered = true;
    registerCommonTexts();
  }
  return translateInPage(key, lang, vars);
}
