// What this remote publishes to the host. Shared singletons come from the workspace helper.
export const exposes = {
  './manifest': './src/manifest.ts',
  './app': './src/app.tsx',
  // The registration's or change request's state for the home page (mf-public renders it through
  // remoteModules): default export, no props; it reads the session and asks again on focus.
  './DecisionBanner': './src/features/decisions/DecisionBannerRoot.tsx',
};
