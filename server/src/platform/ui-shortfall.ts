// A remote released after the host may import an antd component the live host's trimmed antd does
// not provide. Then every page is served from the host's whole-antd variant (built beside the
// trimmed one into whole/), so antd stays one instance in the page and nothing is missing, until
// a host built with the new component is released.
import fs from 'node:fs';
import path from 'node:path';
import { describeConflict, missingExports } from './compatibility';
import { HOST, REMOTES, type RegistryState } from './registry';
import { liveEntry, sharedOf } from './releases';

/** What live remotes import that the live host's trimmed libraries lack, described; [] when nothing. */
export function uiShortfall(dataDir: string, state: RegistryState): string[] {
  const hostShared = sharedOf(dataDir, HOST, liveEntry(state, HOST));
  if (!hostShared) return [];
  const problems: string[] = [];
  for (const remote of REMOTES) {
    const shared = sharedOf(dataDir, remote, liveEntry(state, remote));
    if (shared) problems.push(...missingExports({ name: remote, shared }, { name: HOST, shared: hostShared }).map(describeConflict));
  }
  return problems;
}

export const WHOLE_VARIANT_DIR = 'whole';

/** The host page to serve: the whole-antd variant while a live remote needs it and it exists. */
export function hostIndexFile(hostRoot: string, dataDir: string, state: RegistryState): string {
  const whole = path.join(hostRoot, WHOLE_VARIANT_DIR, 'index.html');
  return uiShortfall(dataDir, state).length > 0 && fs.existsSync(whole) ? whole : path.join(hostRoot, 'index.html');
}
