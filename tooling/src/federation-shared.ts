import { createRequire } from 'node:module';
import path from 'node:path';

// Libraries that must exist once in the page. Versions are read from what is installed (the pnpm
// catalog pins them workspace-wide), so host and remotes always declare the same requirement.
// No router is among them: only the host routes (a remote page is a parcel in its own React root
// and navigates through the portal runtime), with its own few lines (host/src/routing/address.tsx).
const SINGLETONS = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  'dayjs',
  'i18next',
  'react-i18next',
  'single-spa',
  'single-spa-react',
  'axios',
] as const;

// Subpath imports (react/jsx-runtime, react-dom/client, dayjs/locale/...) must resolve to the same
// singleton, otherwise a second React sneaks in through the JSX runtime.
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'dayjs', 'antd']);

type SharedEntry = { singleton: true; requiredVersion: string; version?: string; eager?: boolean; strictVersion?: boolean; import?: string | false };

/** The portal's page-singleton package (session, navigation bus, i18n instance, error log, …). */
export const PORTAL_RUNTIME = '@portal/runtime';

/**
 * How an app shares the portal runtime. A workspace package has no registry version, so it is
 * stated explicitly. The range is ^ of the major.minor the app was built with: any later 1.x
 * provides everything it calls (the API is additive-only within a major), an earlier minor may not
 * — and strictVersion makes that an error at load instead of a console warning on a half-working
 * page. The patch level is left out because a patch changes no API (docs/architecture.md):
 * a remote built after a runtime fix still runs on the host before it, so a fix never forces the
 * host to be released first. The release command refuses an unsatisfied build before it goes live
 * (server/src/platform/compatibility.ts).
 */
export function runtimeSharing(version: string): SharedEntry {
  return { singleton: true, strictVersion: true, requiredVersion: runtimeRange(version), version };
}

/** `^major.minor.0` of a runtime version: what a build made with it needs of the host. */
export function runtimeRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkgJson = require(`${pkg}/package.json`) as { version: string };
  return pkgJson.version;
}

// `providedFrom` replaces the module an app provides for a library (the host's trimmed antd); the
// version stays the installed one, since that module re-exports the library.
/**
 * A remote takes every library from the host and bundles no copy of its own (`import: false`).
 * With `loaded-first` and one pinned version, the host's copy always won: a remote's copies were
 * built, released and never run, and building them was four fifths of a remote's build (mf-contracts
 * 11.8 → 2.8 s, 17 → 1.6 MB). The release command refuses a remote whose library the live host does
 * not provide (server/src/platform/compatibility.ts), since nothing else would load it.
 */
const FROM_HOST_ONLY = { import: false } as const;

export function sharedLibraries(appDir: string, options: { host?: boolean; providedFrom?: Partial<Record<string, string>> } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const ownCopy = options.host === true ? {} : FROM_HOST_ONLY;
  for (const pkg of SINGLETONS) {
    const version = installedVersion(appDir, pkg);
    const from = options.providedFrom?.[pkg];
    // Nothing is eager, React neither: the host's page preloads the library chunk with its other
    // first chunks once painted (preload-first-chunks.ts), so it costs no extra round trip, and React's module code runs in a
    // boot step of its own (host/src/index.ts) instead of inside the entry's first task.
    shared[pkg] = from ? { singleton: true, requiredVersion: `^${version}`, version, import: from } : { singleton: true, requiredVersion: `^${version}`, ...ownCopy };
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { singleton: true, requiredVersion: `^${version}`, ...ownCopy };
  }
  shared[PORTAL_RUNTIME] = runtimeSharing(installedVersion(appDir, PORTAL_RUNTIME));
  // @portal/shared is deliberately absent: it is plain code, bundled into each app and tree-shaken,
  // so a remote built with newer validators or formatters carries them to an older host.
  return shared;
}

export const REMOTES = ['mf-public', 'mf-auth', 'mf-supplier', 'mf-sourcing', 'mf-contracts'] as const;
export type RemoteFolder = (typeof REMOTES)[number];

export const federationName = (folder: string): string => folder.replace(/-/g, '_');

/** Dev-server port of each app; the portal server's dev registry points at these. */
export const DEV_PORTS: Record<string, number> = {
  host: 3000,
  'mf-public': 3001,
  'mf-auth': 3002,
  'mf-supplier': 3003,
  'mf-sourcing': 3004,
  'mf-contracts': 3005,
};
