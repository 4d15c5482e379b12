// The proxy's time limits, for every exchange at once. On the upstream's side: the silence timeout
// (--timeout) and the deadline of the whole answer (--response-timeout); on the client's: how long it
// may take none of its answer (--client-timeout). One sweep every few milliseconds checks the
// exchanges waiting on a side, instead of a timer per exchange armed, refreshed on every chunk and
// cleared: a limit fires at most one sweep late (a twentieth of the shortest limit, 1 s at most), or
// two after the event loop was blocked.

export interface Watched {
  /** When the upstream last did something (performance.now()). */
  lastActivity: number;
  /** When the whole answer must be in (performance.now()); Infinity until the request is sent. */
  deadline: number;
  /**
   * Since when the proxy holds the upstream back, reading none of it until the client catches up
   * (performance.now()); -1 when it does not. The upstream cannot be silent while it is not read.
   */
  heldSince: number;
  /** The watchdog's own bookkeeping: where it holds this exchange, -1 when it does not. */
  watchSlot: number;
  silent(): void;
  late(): void;
}

export interface ClientWatched {
  /** Since when the client has taken none of the bytes the proxy wrote for it (performance.now()). */
  behindSince: number;
  watchSlot: number;
  stalled(): void;
}

/**
 * The exchanges are held in a plain array, each knowing its slot, and one that is done is swapped
 * with the last and popped: nothing of it stays behind. A Set held them before, and with every
 * exchange added and deleted its long-lived table kept the young exchanges it had held reachable
 * for the young generation's collections: on small requests about 5 KB per exchange survived each
 * one and was promoted, ten times the GC time of the same proxy without the watchdog.
 */
abstract class Sweeper<T extends { watchSlot: number }> {
  private readonly watched: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private idleSweeps = 0;
  private readonly period: number;
  /** When the last sweep ran (performance.now()); -1 before the first. */
  private lastSweep = -1;
  /** The last sweep came late and judged no silence. */
  private skippedLast = false;

  constructor(shortestLimitMs: number) {
    this.period = Math.min(1000, Math.max(5, Math.floor(shortestLimitMs / 20)));
  }

  /**
   * Checks one exchange; one whose limit has passed is let go (unwatch) before it is told.
   * `stalled`: the event loop was blocked until now, so what a peer did meanwhile is not read yet.
   */
  protected abstract check(exchange: T, now: number, stalled: boolean): void;

  watch(exchange: T): void {
    if (exchange.watchSlot >= 0) return;
    exchange.watchSlot = this.watched.length;
    this.watched.push(exchange);
    if (this.timer === undefined) {
      this.timer = setInterval(this.sweep, this.period);
      // The proxy's server keeps the process alive; the watchdog alone must not.
      this.timer.unref();
    }
  }

  unwatch(exchange: T): void {
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
    const now = performance.now();
    // A sweep more than a period late ran after the event loop was blocked (a large body parsed, a
    // loaded machine), and before the loop read what the peers sent meanwhile: judged now, their
    // bytes still unread would count as silence, the proxy's stall as theirs. Such a sweep judges
    // deadlines only, once; the next one, after the loop has read, judges the rest.
    const stalled = this.lastSweep >= 0 && now - this.lastSweep > 2 * this.period && !this.skippedLast;
    this.skippedLast = stalled;
    this.lastSweep = now;
    if (watched.length === 0) {
      // Stopped after a quiet second, started again by the next exchange.
      this.idleSweeps += 1;
      if (this.idleSweeps * this.period >= 1000) this.stop();
      return;
    }
    this.idleSweeps = 0;
    // From the end: an exchange let go is replaced by the last one, which was checked already.
    for (let i = watched.length - 1; i >= 0; i -= 1) {
      const exchange = watched[i];
      if (exchange !== undefined) this.check(exchange, now, stalled);
    }
  };

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.idleSweeps = 0;
    this.lastSweep = -1;
    this.skippedLast = false;
  }
}

/** The upstream's two limits. */
export class Watchdog extends Sweeper<Watched> {
  constructor(
    private readonly silenceMs: number,
    deadlineMs: number,
  ) {
    super(Math.min(silenceMs, deadlineMs));
  }

  protected override check(exchange: Watched, now: number, stalled: boolean): void {
    if (!stalled && exchange.heldSince < 0 && now - exchange.lastActivity >= this.silenceMs) {
      this.unwatch(exchange);
      exchange.silent();
    } else if (now >= exchange.deadline) {
      // Held or not: the deadline bounds the whole exchange, so that a stop (drain) is bounded too.
      this.unwatch(exchange);
      exchange.late();
    }
  }
}

/** The client's limit: watched only while it is behind, from the first byte it left waiting. */
export class ClientWatchdog extends Sweeper<ClientWatched> {
  constructor(readonly limitMs: number) {
    super(limitMs);
  }

  protected override check(client: ClientWatched, now: number, stalled: boolean): void {
    if (stalled || now - client.behindSince < this.limitMs) return;
    this.unwatch(client);
    client.stalled();
  }
}
