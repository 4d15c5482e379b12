// A server started by npm (npx, `npm start`, `npm run`) stops when npm goes away. npm runs the
// command through `sh -c`, and a SIGTERM to npm (a CI script's `kill $!`, a process manager's stop)
// ends npm and the shell without reaching the command: the server was left running, reparented,
// holding its ports. So the command watches its parent (the shell) and the shell's parent (npm),
// and stops when either is gone. Started otherwise (`node …/main.js`, nohup, systemd, a container's
// PID 1), a server keeps running as before: only npm puts a process between the signal and it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** The parent of process `pid`: from /proc where there is one, else from ps; undefined once it is gone. */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields resume after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    if (existsSync('/proc/self/stat')) return undefined;
    const ps = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8', timeout: 2000 });
    return ps.status === 0 ? Number(ps.stdout.trim()) : undefined;
  }
}

/** npm sets npm_lifecycle_event for what it runs: `npx` for npx, the script's name for `npm run`. */
export const startedByNpm = (env: NodeJS.ProcessEnv): boolean => typeof env.npm_lifecycle_event === 'string' && env.npm_lifecycle_event !== '';

/**
 * Calls `gone` once when this process's parent or the parent's parent goes away (checked every
 * `everyMs`, on a timer that keeps nothing alive). Returns the function that stops watching.
 */
export function watchParents(gone: () => void, everyMs = 500): () => void {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (process.ppid !== parent || parentOf(parent) !== grandparent) {
      clearInterval(timer);
      gone();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
