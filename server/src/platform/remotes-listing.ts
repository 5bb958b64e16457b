// What `pnpm remotes` prints: per app, the live version with when and by whom it was released,
// the shared versions it requires, the versions it can roll back to and its latest history.
import type { RemoteSummary } from './releases';

const HISTORY_SHOWN = 5;

/** Required ranges, the portal runtime apart; subpaths (antd/locale/…) folded into their package when the range is the same. */
function requirements(summary: RemoteSummary, version: string): string[] {
  const shared = summary.versions.find((v) => v.version === version)?.shared;
  if (!shared) return ['requires: (not recorded: released before the check existed)'];
  const required = shared.filter((s) => s.requiredVersion);
  const range = new Map(required.map((s) => [s.name, s.requiredVersion]));
  const folded = required.filter((s) => {
    const parent = [...range.keys()].find((name) => s.name.startsWith(`${name}/`));
    return !parent || range.get(parent) !== s.requiredVersion;
  });
  const portal = folded.filter((s) => s.name.startsWith('@portal/')).map((s) => `${s.name} ${s.requiredVersion}`);
  const libraries = folded.filter((s) => !s.name.startsWith('@portal/')).map((s) => `${s.name} ${s.requiredVersion}`).sort();
  return [`requires: ${portal.length ? portal.join(', ') : '(no portal runtime)'}`, `  libraries: ${libraries.join(', ') || '(none)'}`];
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
    if (summary.canary) lines.push(`  canary: ${summary.canary.version} for ${summary.canary.percent}% of browsers since ${summary.canary.at}${summary.canary.by ? ` by ${summary.canary.by}` : ''} (--promote or --abort)`);
    for (const line of requirements(summary, summary.live)) lines.push(`  ${line}`);
    const earlier = [...summary.versions].reverse().filter((v) => v.version !== summary.live);
    lines.push(`  can roll back to: ${earlier.length ? earlier.map((v) => `${v.version} (${v.at.slice(0, 10)}${v.by ? `, ${v.by}` : ''})`).join(', ') : '(nothing)'}`);
    for (const h of summary.history.slice(-HISTORY_SHOWN)) {
      const forced = h.forced?.length ? `  FORCED past: ${h.forced.join('; ')}` : '';
      const share = h.percent ? `  ${h.percent}%` : '';
      const reason = h.reason ? `  (${h.reason})` : '';
      lines.push(`  ${h.at}  ${h.action.padEnd(8)} ${h.version}${share}${h.from ? `  (from ${h.from})` : ''}${h.by ? `  by ${h.by}` : ''}${reason}${forced}`);
    }
  }
  return lines.join('\n');
}
