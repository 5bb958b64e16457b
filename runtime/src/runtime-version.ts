// Kept equal to package.json's version by runtime-version.test.ts: the build declares the
// package.json version to Module Federation, and the page can report what it runs.
export const RUNTIME_VERSION = '1.0.1';
