// The upstream's two time limits, for every exchange at once: the silence timeout (--timeout) and
// the deadline of the whole answer (--response-timeout). One sweep every few milliseconds checks the
// exchanges waiting on the upstream, instead of a timer per exchange armed, refreshed on every chunk
// and cleared: a limit fires at most one sweep late (a twentieth of the shorter limit, 1 s at most).

export interface Watched {
  /** When the upstream last did something (performance.now()). */
  lastActivity: number;
  /** When the whole answer must be in (performance.now()); Infinity until the request is sent. */
  deadline: number;
  /** The watchdog's own bookkeeping: where it holds this exchange, -1 when it does not. */
  watchSlot: number;
  silent(): void;
  late(): void;
}

/**
 * The exchanges are held in a plain array, each knowing its slot, and one that is done is swapped
 * with the last and popped: nothing of it stays behind. A Set held them before, and with every
 * exchange added and deleted its long-lived table kept the young exchanges it had held reachable
 * for the young generation's collections: on small requests about 5 KB per exchange survived each
 * one and was promoted, ten times the GC time of the same proxy without the watchdog.
 */
export class Watchdog {
  private readonly watched: Watched[] = [];
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
    if (exchange.watchSlot >= 0) return;
    exchange.watchSlot = this.watched.length;
    this.watched.push(exchange);
    if (this.timer === undefined) {
      this.timer = setInterval(this.sweep, this.period);
      // The proxy's server keeps the process alive; the watchdog alone must not.
      this.timer.unref();
    }
  }

  unwatch(exchange: Watched): void {
    const slot = exchange.watchSlot;
    if (slot < 0 || this.watched[slot] !== exchange) return;
    exchange.watchSlot = -1;
    const last = this.watched.pop()!;
    if (last !== exchange) {
      this.watched[slot] = last;
      last.watchSlot = slot;
    }
  }

  private readonly sweep = (): void => {
    const { watched } = this;
    if (watched.length === 0) {
      // Stopped after a quiet second, started again by the next exchange.
      this.idleSweeps += 1;
      if (this.idleSweeps * this.period >= 1000) this.stop();
      return;
    }
    this.idleSweeps = 0;
    const now = performance.now();
    // From the end: an exchange let go is replaced by the last one, which was checked already.
    for (let i = watched.length - 1; i >= 0; i -= 1) {
      const exchange = watched[i];
      if (exchange === undefined) continue;
      if (now - exchange.lastActivity >= this.silenceMs) {
        this.unwatch(exchange);
        exchange.silent();
      } else if (now >= exchange.deadline) {
        this.unwatch(exchange);
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
