// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { badgeCount, errorLog, installGlobalErrorCapture, type ErrorLog, type ErrorLogState } from '@portal/runtime';
