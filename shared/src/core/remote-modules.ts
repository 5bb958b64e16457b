// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { remoteModules, type RemoteModuleLoader } from '@portal/runtime';
