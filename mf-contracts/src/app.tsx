import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

// Each page is its own chunk, fetched when its route first opens.
export const { bootstrap, mount, unmount, update, preloadPage } = createRemoteApp(manifest, {
  '/contract_list': () => import('./features/contracts/ContractListPage'),
  '/contract_detail': () => import('./features/contracts/ContractDetailPage'),
  '/order_list': () => import('./features/delivery-notes/DeliveryNoteListPage'),
  '/purchase_order': () => import('./features/delivery-notes/DeliveryNoteDetailPage'),
  '/frame_agreement_result_list': () => import('./features/frame-agreements/FrameAgreementListPage'),
  '/frame_agreement_result_detail': () => import('./features/frame-agreements/FrameAgreementDetailPage'),
});
