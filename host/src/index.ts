// Before anything else: the page's CSP nonce for the styles and chunks added from here on.
import { installPageNonce } from './security/csp-nonce';
import { fetchRegistryEarly } from './federation/registry';
import { PRELOADS_PER_TASK, startAfterPaintPreloads } from './boot/after-paint-preloads';
import { afterFirstPaint } from './boot/after-first-paint';
import { nextTask } from './boot/next-task';
import { applyAntdStylesheet } from './boot/antd-stylesheet';

installPageNonce();

// The libraries' module code, in steps: each runs in a task of its own, since a long task delays
// a tap as much as the page does (Lighthouse counts every task over 50 ms at 4× slower CPU). React
// first, then the other shell libraries. antd's first-load part, in one import a task of 160–260
// ms, comes a few components at a time: the same modules the shared `antd` re-exports (by a path
// that is no shared library's, antd-es.d.ts), so the shared module finds them evaluated; each
// step names what the steps before it have not pulled in. Then its stylesheet. A step that fails
// is left to the import that needs it, which reports it.
const LIBRARY_STEPS: (() => unknown)[] = [
  () => import('./boot/react-libraries'),
  () => import('portal-antd-es/config-provider'),
  () => Promise.all([import('portal-antd-es/layout'), import('portal-antd-es/tooltip')]),
  () => import('portal-antd-es/menu'),
  () => Promise.all([import('portal-antd-es/dropdown'), import('portal-antd-es/tabs')]),
  () => Promise.all([import('portal-antd-es/button'), import('portal-antd-es/input'), import('portal-antd-es/form'), import('portal-antd-es/card'), import('portal-antd-es/space')]),
  () => import('./boot/ui-library'),
  () => applyAntdStylesheet(),
  () => import('./boot/shell-libraries'),
];

// Nothing is fetched before the first paint (the scripts, styles and registry asked for in the
// meantime held it back on a slow link); then all of it, a few requests per task.
// The async boundary lets the federation runtime negotiate shared singletons before any import runs.
void afterFirstPaint()
  .then(async () => {
    fetchRegistryEarly();
    while (startAfterPaintPreloads(document, PRELOADS_PER_TASK) > 0) await nextTask();
    for (const step of LIBRARY_STEPS) {
      await nextTask();
      await Promise.resolve().then(step).catch(() => undefined);
    }
    await nextTask();
  })
  .then(() => import('./bootstrap'));
