// What the decision banner asks (spec 02 §7): the registering user's registration, or an approved
// supplier's open and newest change request, through the calls the registration and profile pages
// make. A banner that cannot be fetched is left out: it shows no error of its own (the error log
// keeps it), so a focus never toasts a failure.
import { fetchSupplierDetail, type DetailStatus } from '../../supplier-form/supplier-detail.api';
import { fetchChanges, fetchOpenChange, type ChangeSummary } from '../supplier-detail/supplier-change.api';

const quiet = { quiet: true };

export interface RegistrationState {
  kind: 'registration';
  status: DetailStatus;
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
  const detail = await fetchSupplierDetail(undefined, quiet);
  return { kind: 'registration', status: detail.status, submittedAt: detail.submittedAt, rejectReason: detail.rejectReason ?? null };
}

export async function fetchChangeState(): Promise<ChangeState> {
  const [open, changes] = await Promise.all([fetchOpenChange(quiet), fetchChanges(1, 1, quiet)]);
  return { kind: 'change', open, latest: changes.records[0] ?? null };
}
