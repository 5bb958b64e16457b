// Beside config.ts, under every layer: the embedded database's lock (db/) and the release
// registry's (platform/) both ask it.

/**
 * Whether a process other than this one runs under `pid`: what a lock file naming its holder asks
 * before it is taken over. This process's own pid answers false: it does not hold a lock it is
 * waiting for, so a file naming it was left by an earlier process that had the same pid (a container
 * restarted, where the server's pid repeats).
 */
export function otherProcessAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
