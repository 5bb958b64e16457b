export { PortalRoot } from './PortalRoot';
export { ErrorBoundary } from './ErrorBoundary';
export { FailurePanel } from './FailurePanel';
export { antdLocale } from './antd-locale';
export { createRemoteApp, type PageLoader, type PageProps } from './create-remote-app';
export { useErrorLog, useLanguage, usePortalSession, usePreferences } from './use-external-store';
export { usePageRequest, type PageRequestState } from './use-page-request';
export { manifestProblems } from './manifest-problems';
export { ServerTable, type PageOf } from './ServerTable';
