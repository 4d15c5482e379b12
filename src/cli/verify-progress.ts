// verify's progress on stderr, at least every PROGRESS_INTERVAL_MS, with done/total and an estimate
// of the time left. On a terminal: one line rewritten in place, erased at the end. Without one (CI, a
// pipe, a file): a plain line each time, so that a log shows the run is alive and how far it got.
import { printable } from '../text/printable.js';
import type { VerifyProgress } from '../verify/index.js';

export const PROGRESS_INTERVAL_MS = 5000;

interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

const where = (progress: VerifyProgress) => (progress.sequence ? `sequence ${progress.sequence}` : (progress.operationId ?? progress.phase));

/** `1m 05s`, `42s`. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}

/** The time left, from the pace so far; unknown before the first example. */
export function timeLeft(progress: VerifyProgress, elapsedMs: number): string {
  if (progress.phase === 'cleanup') return 'cleaning up';
  if (progress.done === 0) return 'time left unknown yet';
  return `about ${duration((elapsedMs / progress.done) * (progress.total - progress.done))} left`;
}

export function progressLine(progress: VerifyProgress, elapsedMs: number): string {
  const percent = progress.total > 0 ? Math.floor((100 * progress.done) / progress.total) : 100;
  return `verify: ${progress.done}/${progress.total} examples (${percent}%), ${progress.requests} requests, ${progress.failures} failures, ${duration(elapsedMs)} elapsed, ${timeLeft(progress, elapsedMs)}  ${printable(where(progress), 60)}`;
}

export function progressReporter(stream: ProgressStream, now: () => number = Date.now) {
  const started = now();
  let latest: VerifyProgress | undefined;
  let last = 0;
  let shown = false;
  const rewrite = (progress: VerifyProgress, at: number) => {
    last = at;
    stream.write(`\r\x1b[K${progressLine(progress, at - started)}`);
    shown = true;
  };
  // A timer, so that a long request (up to its deadline) does not silence the output: a plain line
  // without a terminal (CI, a pipe, stdout or stderr sent to a file), the line refreshed on one.
  const timer = setInterval(() => {
    if (!latest) return;
    if (stream.isTTY) rewrite(latest, now());
    else stream.write(`${progressLine(latest, now() - started)}\n`);
  }, PROGRESS_INTERVAL_MS);
  timer.unref?.();
  return {
    update(progress: VerifyProgress) {
      latest = progress;
      if (!stream.isTTY) return;
      const at = now();
      if (at - last >= 100) rewrite(progress, at);
    },
    end() {
      clearInterval(timer);
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
