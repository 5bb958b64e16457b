import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// This plugin runs before shared modules are negotiated, so it must not import React or
// @portal/shared: it returns a plain marker that the host's loader turns into a fallback panel.
export const LOAD_FAILURE = '__portalRemoteLoadFailure';

export interface LoadFailureMarker {
  [LOAD_FAILURE]: { id: string; message: string };
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      if (lifecycle === 'onLoad') {
        const message = error instanceof Error ? error.message : String(error);
        return { [LOAD_FAILURE]: { id, message } } satisfies LoadFailureMarker;
      }
      return undefined;
    },
  };
}
