// The upstream's two time limits, for every exchange at once: the silence timeout (--timeout) and
// the deadline of the whole answer (--response-timeout). One sweep every few milliseconds checks the
// exchanges waiting on the upstream, instead of a timer per exchange armed, refreshed on every chunk
// and cleared: a limit fires at most one sweep late (a twentieth of the shorter limit, 1 s at most).

export interface Watched {
  /** When the upstream last did something (performance.now()). */
  lastActivity: number;
  /** When the whole answer must be in (performance.now()); Infinity until the request is sent. */
  deadline: number;
  silent(): void;
  late(): void;
}

export class Watchdog {
  private readonly watched = new Set<Watched>();
  private timer: NodeJS.Timeout | undefined;
  private idleSweeps = 0;
  private readonly period: number;

  constructor(
    private readonly silenceMs: number,
    deadlineMs: number,
  ) {
    this.period = Math.min(1000, Math.max(5, Math.floor(Math.min(silenceMs, deadlineMs) / 20)));
  }

  watch(exchange: Watched): void {
    this.watched.add(exchange);
    if (this.timer === undefined) {
      this.timer = setInterval(this.sweep, this.period);
      // The proxy's server keeps the process alive; the watchdog alone must not.
      this.timer.unref();
    }
  }

  unwatch(exchange: Watched): void {
    this.watched.delete(exchange);
  }

  private readonly sweep = (): void => {
    if (this.watched.size === 0) {
      // Stopped after a quiet second, started again by the next exchange.
      this.idleSweeps += 1;
      if (this.idleSweeps * this.period >= 1000) this.stop();
      return;
    }
    this.idleSweeps = 0;
    const now = performance.now();
    for (const exchange of this.watched) {
      if (now - exchange.lastActivity >= this.silenceMs) {
        this.watched.delete(exchange);
        exchange.silent();
      } else if (now >= exchange.deadline) {
        this.watched.delete(exchange);
        exchange.late();
      }
    }
  };

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.idleSweeps = 0;
  }
}
