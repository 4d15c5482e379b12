// The answer on its way to the client, at the pace the client takes it. While bytes written for the
// client wait in the proxy (it is behind), the client watchdog holds it; one that takes none of them
// for --client-timeout has stalled, and its exchange is told. Without this, a client that stopped
// reading held its exchange, its connection and the answer's buffers for as long as it liked.
import type { ServerResponse } from 'node:http';
import { cutAnswer } from './client-answer.js';
import type { Guard } from './guard.js';
import type { ClientWatchdog, ClientWatched } from './watchdog.js';

/**
 * A body larger than this goes out a slice at a time, each after the client took the one before: a
 * client that takes a large answer slowly then shows that it takes it (each slice is progress), where
 * one write of the whole body would only say so once it is all out.
 */
const SLICE_BYTES = 64 * 1024;

export interface WriterOwner {
  readonly guard: Guard;
  /** The client is too slow to take its answer; `logText` says how. */
  clientTimedOut(logText: string): void;
}

export class ClientWriter implements ClientWatched {
  behindSince = 0;
  watchSlot = -1;
  /** What to do once the client has taken what it is behind on. */
  private next: (() => void) | undefined;
  private listening = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly watchdog: ClientWatchdog,
    private readonly owner: WriterOwner,
  ) {}

  /** Writes a chunk; false when the client is behind: then `next` runs once it has taken what it was sent. */
  write(chunk: Buffer, next: () => void): boolean {
    if (this.res.write(chunk)) return true;
    this.waitFor(next);
    return false;
  }

  /** Ends the answer with `body`; watched until the client has taken its last byte. */
  end(body: Buffer | undefined): void {
    this.endFrom(body, 0);
  }

  private endFrom(body: Buffer | undefined, from: number): void {
    let offset = from;
    while (body !== undefined && body.length - offset > SLICE_BYTES) {
      const slice = body.subarray(offset, offset + SLICE_BYTES);
      offset += SLICE_BYTES;
      if (!this.res.write(slice)) {
        this.waitFor(() => this.endFrom(body, offset));
        return;
      }
    }
    this.res.end(offset === 0 ? body : body?.subarray(offset));
    this.ended();
  }

  /** The answer was ended (by this writer or by a problem answer): what the client has not taken yet is watched until it has. */
  ended(): void {
    if (this.res.writableLength > 0) this.behind();
  }

  private waitFor(next: () => void): void {
    this.next = next;
    this.behind();
    if (this.listening) return;
    this.listening = true;
    this.res.on(
      'drain',
      this.owner.guard(() => {
        this.watchdog.unwatch(this);
        const then = this.next;
        this.next = undefined;
        then?.();
      }),
    );
  }

  private behind(): void {
    if (this.watchSlot >= 0) return;
    this.behindSince = performance.now();
    this.watchdog.watch(this);
  }

  /** The watchdog: the client took nothing for the client timeout. */
  stalled(): void {
    const text = `client timeout: the client took none of its answer for ${this.watchdog.limitMs} ms`;
    this.owner.guard(() => this.owner.clientTimedOut(text))();
  }

  /** The answer is done with: finished, or its connection closed. */
  stop(): void {
    this.watchdog.unwatch(this);
    this.next = undefined;
  }

  /** Cuts the answer, which has started, at once; `reset` as cutAnswer, by default when the client is behind. */
  cut(reset = this.watchSlot >= 0 || this.res.writableLength > 0): void {
    this.stop();
    cutAnswer(this.res, reset);
  }
}
