import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../boot/next-task';

// Loading a remote's module ran as one task from the load event of its entry script: the runtime
// set up the remote's container (its shared modules against the host's) and then ran the exposed
// module's code. For mf-public's `./app` on /home that was a task of 32–46 ms in the Lighthouse
// trace, over the 50 ms Lighthouse counts as blocking at 4× slower CPU. The module's code now runs
// in a task of its own, a few milliseconds later: the browser may answer a tap in between.
// Like the fallback plugin, this runs before shared modules are negotiated: it imports no shared
// module, only the host's own one-line helper.

export default function taskBoundaryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-task-boundary',
    beforeExecuteFactory: () => nextTask(),
  };
}
