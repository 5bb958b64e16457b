/**
 * Whether a process other than this one runs under `pid`: what the e2e lock and output folders ask
 * of the process named in them. This process's own pid answers false: a file naming it was left by
 * an earlier process that had the same pid (a restarted container). The server's locks ask the same
 * (server/src/other-process.ts); this package imports nothing from the server's sources.
 */
export function otherProcessAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
