// What this remote publishes to the host. Shared singletons come from the workspace helper.
export const exposes = {
  './manifest': './src/manifest.ts',
  './app': './src/app.tsx',
  // The slider puzzle before a source or sale detail (spec 01 §4), for the other remotes' lists and
  // the detail page: default export { solvePuzzle } (SourcePuzzleModule in @portal/shared/core).
  './SourcePuzzle': './src/features/puzzle/SourcePuzzleRoot.ts',
};
