import { existsSync } from 'node:fs';

// Debian's Chromium: Playwright's own browser download cannot reach its host from here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The browser tests run in Debian's headless shell of the same Chromium (package
// chromium-headless-shell, what Playwright itself uses for headless runs): it renders the same
// pages with the same engine but without the full browser's UI process work, and took the
// browser suite's time down by a fifth to a third on this 2-core machine. Benchmarks keep the full
// browser (CHROMIUM_PATH), since they measure what a person's browser does.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser tests add two switches to those, measured on this 2-core machine (shell, sourcing and
 * contracts folders, A/B in turns; docs/benchmarks.md): 4–11 % sooner. A test's page lives
 * seconds, so V8's optimising compilers (TurboFan and Maglev, on background threads) mostly
 * compiled code that never ran long enough to pay it back, while three workers wanted the same two
 * cores; and the GPU process's software compositing runs as a thread of the browser process
 * instead of a process of its own. Benchmarks leave them out: they measure what a person's browser
 * does. (`--no-opt` alone leaves Maglev on: in a trace of five pages it still took about a tenth
 * of the renderer's thread time.)
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev', '--in-process-gpu'];
