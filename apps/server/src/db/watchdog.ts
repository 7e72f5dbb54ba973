/**
 * Stops the embedded PostgreSQL when the process that started it dies without stopping it
 * (SIGKILL, out-of-memory). Runs detached: argv = [ownerPid, postgresPid].
 */
const [ownerPid, postgresPid] = process.argv.slice(2).map(Number);

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const timer = setInterval(() => {
  if (!alive(postgresPid)) {
    clearInterval(timer);
    return;
  }
  if (!alive(ownerPid)) {
    try {
      process.kill(postgresPid as number, 'SIGINT');
    } catch {
      // already gone
    }
    clearInterval(timer);
  }
}, 250);
