// Spec 01 §4: a logged-in supplier solves the slider puzzle before a source or sale detail opens;
// anyone else gets the detail in a new tab. The server refuses the detail to a supplier without
// the puzzle's single-use pass, so every list that opens a source goes through here. The puzzle
// itself exists once, in mf-public, exposed as './SourcePuzzle'; other remotes reach it through
// the host's loader and never need mf-public's source or address.
import { navigation } from './navigation';
import type { PagePreloader } from './page-preloader';
import { remoteModules } from './remote-modules';
import { session, type SessionState } from './session';

export const SOURCE_DETAIL_PATH = '/source_detail';

/** What mf-public's './SourcePuzzle' exposes (its default export). */
export interface SourcePuzzleModule {
  /** Shows the puzzle; resolves with the pass the detail call needs, or null when closed unsolved. */
  solvePuzzle(): Promise<string | null>;
}

export const SOURCE_PUZZLE_REMOTE = { remote: 'mf_public', exposed: 'SourcePuzzle' } as const;
/** The remote whose app draws the detail (mf-sourcing). */
export const SOURCE_DETAIL_REMOTE = { remote: 'mf_sourcing', exposed: 'app' } as const;

/**
 * The detail's code is fetched while the supplier slides the puzzle, so the page draws as soon as
 * the pass and the guarded detail arrive (issue 37). Quiet: the opening itself retries and reports.
 */
function warmDetailPage(path: string): void {
  remoteModules.load<PagePreloader>(SOURCE_DETAIL_REMOTE.remote, SOURCE_DETAIL_REMOTE.exposed).then(
    (app) => app.preloadPage?.(path),
    () => undefined,
  );
}

/** The users the puzzle runs for: logged-in suppliers, qualified or not yet (the server's rule too). */
export function needsSourcePuzzle(state: Pick<SessionState, 'accessToken' | 'portalUser'>): boolean {
  const status = state.portalUser?.wfSuStatus;
  return Boolean(state.accessToken) && (status === 'NOT_WAREHOUSING' || status === 'WAREHOUSING');
}

/** The puzzle through the host's loader; rejects when mf-public cannot be loaded (already in the error log). */
export async function solveSourcePuzzle(): Promise<string | null> {
  const loaded = await remoteModules.load<{ default: SourcePuzzleModule }>(SOURCE_PUZZLE_REMOTE.remote, SOURCE_PUZZLE_REMOTE.exposed);
  return loaded.default.solvePuzzle();
}

/**
 * Opens a source or sale detail the way spec 01 §4 says. `solve` is the puzzle: mf-public passes
 * its own, everyone else takes the default, which loads it from mf-public. `path`: /cs_source_detail
 * for a sale, which has its own title (issue 33).
 */
export async function openSourceDetail(sourceId: string, solve: () => Promise<string | null> = solveSourcePuzzle, path: string = SOURCE_DETAIL_PATH): Promise<void> {
  // Synchronous for visitors: a new tab opened after an await may be taken for a pop-up.
  if (!needsSourcePuzzle(session.getState())) return navigation.open(path, { sourceId });
  warmDetailPage(path);
  let pass: string | null;
  try {
    pass = await solve();
  } catch {
    // No puzzle to show here: the detail page asks for it again and offers a retry.
    return navigation.go(path, { sourceId });
  }
  if (pass) navigation.go(path, { sourceId, pass });
}
