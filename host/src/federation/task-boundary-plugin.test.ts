import taskBoundaryPlugin from './task-boundary-plugin';

test("a remote module's code runs in a task after the one that loaded it, not in the same one", async () => {
  const plugin = taskBoundaryPlugin() as unknown as { beforeExecuteFactory: () => Promise<void> };
  let ran = false;
  const hook = plugin.beforeExecuteFactory().then(() => (ran = true));
  // Every microtask of this task done, and still waiting.
  await Promise.resolve();
  await Promise.resolve();
  expect(ran).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await hook;
  expect(ran).toBe(true);
});
