// The package root is the framework-free core so the server can import '@portal/shared' safely;
// React bindings live at '@portal/shared/react'.
export * from './core';
