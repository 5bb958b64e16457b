// The shapes the singleton stores hold. They are part of the runtime's contract (an older host's
// session must be readable by a newer remote), so they live here and @portal/shared re-exports them.

export type WarehousingStatus = 'NOT_WAREHOUSING' | 'WAREHOUSING';

export interface PortalUser {
  supplierId: string;
  supplierName: string;
  userName: string;
  wfSuStatus?: WarehousingStatus | string | null;
}

export interface TempUser {
  userName: string;
  token: string;
}

export interface ShellUser {
  userName: string;
  roles: string[];
  [field: string]: unknown;
}

export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}
