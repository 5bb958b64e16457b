// What this remote publishes to the host. Shared singletons come from the workspace helper.
export const exposes = {
  './manifest': './src/manifest.ts',
  './app': './src/app.tsx',
};
