// Recovery calls of spec 02 §7 (under user). Form bodies: passwords reach the server as typed.
import { http } from '@portal/shared/core';
import type { ImageProof } from '../../common/image-proof';

const post = async <T = unknown>(path: string, values: Record<string, string>): Promise<T> =>
  (await http.post(`/isp/portal/user/${path}`, new URLSearchParams(values))).data.data as T;

export const checkUserEmail = (userName: string, userEmail: string, proof: ImageProof) => post<string>('checkUserEmail', { userName, userEmail, ...proof });
export const checkCode = (userName: string, typeCode: string) => post('checkCode', { userName, typeCode });
export const updatePw = (userName: string, password: string, typeCode: string) => post('updatePw', { userName, password, typeCode });
export const checkUserPhone = (userName: string, idNumber: string, phone: string, proof: ImageProof) => post<string>('checkUserPhone', { userName, idNumber, phone, ...proof });
export const updatePwByPhone = (userName: string, phone: string, code: string, password: string) => post('updatePwByPhone', { userName, phone, code, password });
export const retrieveUserName = (supplierName: string, phone: string, proof: ImageProof) => post<string>('retrieveUserName', { supplierName, phone, ...proof });
export const changSupplierPwd = (username: string, oldPwd: string, newPwd: string) => post('changSupplierPwd', { username, oldPwd, newPwd });
