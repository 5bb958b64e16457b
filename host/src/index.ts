// Before anything else: the page's CSP nonce for the styles and chunks added from here on.
import { installPageNonce } from './security/csp-nonce';
import { fetchRegistryEarly } from './federation/registry';
import { startAfterPaintPreloads } from './boot/after-paint-preloads';
import { afterFirstPaint } from './boot/after-first-paint';
import { nextTask } from './boot/next-task';

installPageNonce();

// Nothing is fetched before the first paint (the scripts, styles and registry asked for in the
// meantime held it back on a slow link); then all of it at once.
// The async boundary lets the federation runtime negotiate shared singletons before any import runs.
// The libraries go first, each step its own task: a long task delays a tap as much as the page.
void afterFirstPaint()
  .then(() => {
    startAfterPaintPreloads();
    fetchRegistryEarly();
  })
  .then(() => import('./boot/react-libraries'))
  .then(nextTask, () => undefined)
  .then(() => import('./boot/ui-library'))
  .then(nextTask, () => undefined)
  .then(() => import('./boot/shell-libraries'))
  .then(nextTask, () => undefined)
  .then(() => import('./bootstrap'));
