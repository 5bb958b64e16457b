// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { session, type LockState, type Session, type SessionState } from '@portal/runtime';
