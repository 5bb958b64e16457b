// What this remote publishes to the host. Shared singletons come from the workspace helper.
export const exposes = {
  './manifest': './src/manifest.ts',
  './app': './src/app.tsx',
  // The login card of the home page (mf-public renders it through RemoteComponent): default export, props { compact?: boolean }.
  './LoginCard': './src/features/login/LoginCardRoot.tsx',
};
