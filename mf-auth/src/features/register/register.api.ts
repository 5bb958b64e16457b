// Registration start (spec 02 §5, §7). Form bodies: passwords reach the server as typed.
import { http } from '@portal/shared/core';
import type { ImageProof } from '../../common/image-proof';

const post = async <T = unknown>(path: string, values: Record<string, string>): Promise<T> =>
  (await http.post(`/isp/portal/plogin/${path}`, new URLSearchParams(values))).data.data as T;

/** 'success' when the name is free, else the reason in the current language. */
export const checkUserName = (userName: string) => post<string>('checkUserName', { userName });
export const sendRegisterCode = (phone: string, proof: ImageProof) => post('getRegisterCode', { phone, ...proof });
export const verifyRegisterCode = (phone: string, code: string) => post('registerCodeVerify', { phone, code });
export const registerUser = (values: { userName: string; password: string; confirmPassword: string; phone: string; code: string }) => post<{ userName: string }>('registerUser', values);
