import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

// Each page is its own chunk, fetched when its route first opens.
const searchPage = () => import('./features/sourceSearch/SourceSearchPage');
const detailPage = () => import('./features/source-detail/SourceDetailPage');
const quotationPage = () => import('./features/quotation/QuotationPage');
const questionListPage = () => import('./features/questions/QuestionListPage');
const questionFormPage = () => import('./features/questions/QuestionFormPage');
const questionShowPage = () => import('./features/questions/QuestionShowPage');
const objectionPage = () => import('./features/objections/ObjectionPage');
const bidDocumentPage = () => import('./features/bid-document/BidDocumentPage');
const openedHistoryPage = () => import('./features/opened-history/OpenedHistoryPage');

export const { bootstrap, mount, unmount, update, preloadPage } = createRemoteApp(manifest, {
  '/source_List': searchPage,
  '/cs_source_List': searchPage,
  '/source_detail': detailPage,
  '/cs_source_detail': detailPage,
  '/quotation_gc': quotationPage,
  '/quotation_wz': quotationPage,
  '/quotation_cs': quotationPage,
  '/bidDocument': bidDocumentPage,
  '/opened_history': openedHistoryPage,
  '/question_List': questionListPage,
  '/question_mian': questionFormPage,
  '/cs_question_mian': questionFormPage,
  '/questionshow': questionShowPage,
  '/cs_questionshow': questionShowPage,
  '/objection_main': objectionPage,
});
