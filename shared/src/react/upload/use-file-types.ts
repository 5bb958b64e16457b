// The attachment types with their rules, fetched once per language and shared by every dialog.
import { useEffect, useState } from 'react';
import { useLanguage } from '../use-external-store';
import { fetchFileTypes, type FileTypeRule } from './upload.api';

const cache = new Map<string, Promise<FileTypeRule[]>>();

export function useFileTypes(): Map<string, FileTypeRule> {
  const language = useLanguage();
  const [types, setTypes] = useState<Map<string, FileTypeRule>>(new Map());
  useEffect(() => {
    let live = true;
    let pending = cache.get(language);
    if (!pending) {
      pending = fetchFileTypes(language);
      cache.set(language, pending);
      // A failed fetch is tried again next time rather than remembered.
      pending.catch(() => cache.delete(language));
    }
    pending.then((list) => live && setTypes(new Map(list.map((r) => [r.lookupCode, r])))).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language]);
  return types;
}
