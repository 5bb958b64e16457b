import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME_NS } from './frame-locales';

/** Public pages with a description of their own (lower-cased path → key); the rest get the portal's. */
const DESCRIBED: Record<string, string> = {
  '/home': 'home',
  '/index_list': 'indexList',
  '/source_list': 'sourceList',
  '/cs_source_list': 'saleList',
  '/ten_notice_preview_content': 'noticePreview',
  '/source_detail': 'sourceDetail',
  '/infomainlist': 'infoMainList',
  '/infomainview': 'infoMainView',
  '/login': 'login',
  '/register': 'register',
  '/search_all': 'searchAll',
};

export function descriptionKey(pathname: string): string {
  return DESCRIBED[pathname.toLowerCase()] ?? 'default';
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Keeps `<meta name="description">` on the current public page, in the page's language, so a
 * search result describes the page a link points to and not the whole portal.
 */
export function usePageDescription(pathname: string): void {
  const { t, i18n } = useTranslation(FRAME_NS);
  const key = descriptionKey(pathname);
  useEffect(() => {
    descriptionMeta().content = t(`description.${key}`);
  }, [key, t, i18n.language]);
}
