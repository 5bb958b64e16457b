import { http } from '@portal/shared/core';
import type { LoginSuccess } from '../login/login.api';

export interface QrTicket {
  qrId: string;
  pollKey: string;
  expiresIn: number;
  confirmPath: string;
}
export type QrState = { status: 'waiting' | 'expired' } | { status: 'confirmed'; login: LoginSuccess };

export const issueQr = async (): Promise<QrTicket> => (await http.post('/isp/portal/user/getQRcode')).data.data;

export const qrState = async (qr: QrTicket): Promise<QrState> =>
  (await http.post('/isp/portal/user/qrCodeState', new URLSearchParams({ qrId: qr.qrId, pollKey: qr.pollKey }))).data.data;

export const confirmQr = async (qrId: string): Promise<void> => {
  await http.post('/isp/portal/user/confirmQRcode', new URLSearchParams({ qrId }));
};
