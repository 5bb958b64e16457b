import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

// Each page is its own chunk, fetched when its route first opens.
const searchPage = () => import('./features/sourceSearch/SourceSearchPage');
const detailPage = () => import('./features/source-detail/SourceDetailPage');
const quotationPage = () => import('./features/quotation/QuotationPage');

export const { bootstrap, mount, unmount, update } = createRemoteApp(manifest, {
  '/source_List': searchPage,
  '/cs_source_List': searchPage,
  '/source_detail': detailPage,
  '/cs_source_detail': detailPage,
  '/quotation_gc': quotationPage,
  '/quotation_wz': quotationPage,
  '/quotation_cs': quotationPage,
});
