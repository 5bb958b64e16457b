// What `pnpm remotes` prints: per app, the live version with when and by whom it was released,
// the shared versions it requires, the versions it can roll back to and its latest history.
import type { RemoteSummary } from './releases';

const HISTORY_SHOWN = 5;

function requirements(summary: RemoteSummary, version: string): string {
  const shared = summary.versions.find((v) => v.version === version)?.shared;
  if (!shared) return '(not recorded: released before the check existed)';
  const required = shared.filter((s) => s.requiredVersion).map((s) => `${s.name} ${s.requiredVersion}`);
  // The portal runtime first: it is the one whose version moves.
  required.sort((a, b) => Number(b.startsWith('@portal/')) - Number(a.startsWith('@portal/')) || a.localeCompare(b));
  return required.length ? required.join(', ') : '(none)';
}

export function formatRemotes(summaries: RemoteSummary[]): string {
  const lines: string[] = [];
  for (const summary of summaries) {
    if (!summary.live) {
      lines.push(`${summary.remote.padEnd(14)} live: (none)`);
      continue;
    }
    const live = summary.versions.find((v) => v.version === summary.live);
    const madeLive = [...summary.history].reverse().find((h) => h.version === summary.live);
    lines.push(`${summary.remote.padEnd(14)} live: ${summary.live}  released ${live?.at ?? '?'} by ${live?.by ?? '(unknown)'}`);
    if (madeLive && madeLive.action === 'rollback') lines.push(`  made live again ${madeLive.at} by ${madeLive.by ?? '(unknown)'} (rollback from ${madeLive.from})`);
    lines.push(`  requires: ${requirements(summary, summary.live)}`);
    const earlier = [...summary.versions].reverse().filter((v) => v.version !== summary.live);
    lines.push(`  can roll back to: ${earlier.length ? earlier.map((v) => `${v.version} (${v.at.slice(0, 10)}${v.by ? `, ${v.by}` : ''})`).join(', ') : '(nothing)'}`);
    for (const h of summary.history.slice(-HISTORY_SHOWN)) {
      const forced = h.forced?.length ? `  FORCED past: ${h.forced.join('; ')}` : '';
      lines.push(`  ${h.at}  ${h.action.padEnd(8)} ${h.version}${h.from ? `  (from ${h.from})` : ''}${h.by ? `  by ${h.by}` : ''}${forced}`);
    }
  }
  return lines.join('\n');
}
