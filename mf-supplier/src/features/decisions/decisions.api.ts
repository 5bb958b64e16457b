// What the decision banner asks (spec 02 §7): the registering user's registration, or an approved
// supplier's open and newest change request. A banner that cannot be fetched is left out: it
// shows no error of its own (the error log keeps it), so a focus never toasts a failure.
import { http, type ApiReply } from '@portal/shared/core';
import type { ChangeSummary } from '../supplier-detail/supplier-change.api';

const quiet = { showsOwnError: true };

export interface RegistrationState {
  kind: 'registration';
  status: 'new' | 'draft' | 'submitted' | 'approved' | 'rejected';
  submittedAt: string | null;
  rejectReason: string | null;
}

export interface ChangeState {
  kind: 'change';
  /** The request under review, if any: one may wait at a time. */
  open: ChangeSummary | null;
  /** The newest request, for the banner of its decision. */
  latest: ChangeSummary | null;
}

export type DecisionState = RegistrationState | ChangeState;

export async function fetchRegistrationState(): Promise<RegistrationState> {
  const { data } = await http.post<ApiReply<{ status: RegistrationState['status']; submittedAt: string | null; rejectReason?: string | null }>>('/isp/portal/user/getSupplierDetail', null, quiet);
  const detail = data.data!;
  return { kind: 'registration', status: detail.status, submittedAt: detail.submittedAt, rejectReason: detail.rejectReason ?? null };
}

export async function fetchChangeState(): Promise<ChangeState> {
  const [open, list] = await Promise.all([
    http.post<ApiReply<ChangeSummary | null>>('/isp/portal/user/getSupChangeData', {}, quiet),
    http.post<ApiReply<ChangeSummary>>('/isp/portal/plogin/getSupChangeList', { page: 1, pageSize: 1 }, quiet),
  ]);
  return { kind: 'change', open: open.data.data ?? null, latest: list.data.records?.[0] ?? null };
}
