// @portal/runtime: the page singletons. Every app gets this one copy at run time (Module
// Federation, strictVersion, ^major), so its API only ever grows within a major version: add,
// never change or remove (README, "The shared contract"). Plain code does not belong here.
export * from './constants';
export type * from './runtime-types';
export * from './observable-store';
export * from './storage';
export * from './digest';
export * from './session';
export * from './error-log';
export * from './navigation';
export * from './preferences';
export * from './remote-modules';
export * from './i18n-instance';
export { RUNTIME_VERSION } from './runtime-version';
