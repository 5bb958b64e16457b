// Before anything else: the page's CSP nonce for the styles and chunks added from here on.
import { installPageNonce } from './security/csp-nonce';
import { fetchRegistryEarly } from './federation/registry';

installPageNonce();
fetchRegistryEarly();

/** Resolves in a new task, so that the work before and after it are two tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted what the server sent (the first screen or the frame): the
 * shell's code runs after it instead of holding it back. A hidden tab paints no frames, so it
 * waits at most a second there (a tab opened in the background starts as it would have before).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    setTimeout(resolve, 1000);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// The async boundary lets the federation runtime negotiate shared singletons before any import runs.
// The libraries go first, each step its own task: a long task delays a tap as much as the page.
void afterFirstPaint()
  .then(() => import('./boot/react-libraries'))
  .then(nextTask, () => undefined)
  .then(() => import('./boot/shell-libraries'))
  .then(nextTask, () => undefined)
  .then(() => import('./bootstrap'));
