// The watchdog without a socket: the exchanges it holds, let go of in any order, and the two limits
// it fires once each, on exactly the exchanges still held.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientWatchdog, type ClientWatched, Watchdog, type Watched } from '../../src/proxy/watchdog.js';

function watched(name: string, fired: string[]): Watched {
  return {
    lastActivity: performance.now(),
    deadline: Number.POSITIVE_INFINITY,
    heldSince: -1,
    watchSlot: -1,
    silent: () => fired.push(`${name} silent`),
    late: () => fired.push(`${name} late`),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let dog: Watchdog | undefined;
let clientDog: ClientWatchdog | undefined;
afterEach(() => {
  dog?.stop();
  clientDog?.stop();
});

describe('the watchdog', () => {
  it('fires the silence limit once on each exchange it still holds, none on those let go, whatever their order', async () => {
    dog = new Watchdog(40, 1000);
    const fired: string[] = [];
    const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => ({ name, item: watched(name, fired) }));
    for (const { item } of all) dog.watch(item);
    // Let go of the first, a middle one and the last: each leaves no gap and moves no one twice.
    for (const name of ['a', 'd', 'g']) dog.unwatch(all.find((entry) => entry.name === name)!.item);
    dog.unwatch(all[0]!.item);
    await wait(150);
    expect(fired.sort()).toEqual(['b silent', 'c silent', 'e silent', 'f silent']);
    expect(all.every(({ item }) => item.watchSlot === -1)).toBe(true);
  });

  it('fires the deadline on an exchange that keeps talking but is not done in time', async () => {
    dog = new Watchdog(1000, 40);
    const fired: string[] = [];
    const slow = watched('slow', fired);
    const quick = watched('quick', fired);
    slow.deadline = performance.now() + 40;
    dog.watch(slow);
    dog.watch(quick);
    const talking = setInterval(() => {
      slow.lastActivity = performance.now();
    }, 5);
    await wait(30);
    dog.unwatch(quick);
    await wait(100);
    clearInterval(talking);
    expect(fired).toEqual(['slow late']);
  });

  // Review 9b, F3: the proxy's own pause, while the client is behind, was counted as the upstream's silence.
  it('counts no silence while the proxy holds the upstream back, but holds it to its deadline all the same', async () => {
    dog = new Watchdog(40, 1000);
    const fired: string[] = [];
    const held = watched('held', fired);
    const late = watched('late', fired);
    for (const item of [held, late]) {
      item.heldSince = performance.now();
      dog.watch(item);
    }
    late.deadline = performance.now() + 200;
    // Both held past five silence limits: only the deadline fired.
    await vi.waitFor(() => expect(fired).toEqual(['late late']), { timeout: 5000 });
    // Let go of, the held one can fall silent again.
    held.heldSince = -1;
    held.lastActivity = performance.now();
    await vi.waitFor(() => expect(fired).toEqual(['late late', 'held silent']), { timeout: 5000 });
  });
});

describe('the client watchdog', () => {
  const client = (name: string, fired: string[]): ClientWatched => ({ behindSince: performance.now(), watchSlot: -1, stalled: () => fired.push(name) });

  it('fires once on a client behind for its limit, never on one that caught up', async () => {
    clientDog = new ClientWatchdog(50);
    const fired: string[] = [];
    const stuck = client('stuck', fired);
    const caughtUp = client('caught up', fired);
    // Always just behind: a client that keeps taking its answer.
    const reading = Object.defineProperty(client('reading', fired), 'behindSince', { get: () => performance.now() });
    for (const item of [stuck, caughtUp, reading]) clientDog.watch(item);
    clientDog.unwatch(caughtUp);
    await vi.waitFor(() => expect(fired).toEqual(['stuck']), { timeout: 5000 });
    expect(stuck.watchSlot).toBe(-1);
    await wait(150);
    expect(fired).toEqual(['stuck']);
    clientDog.unwatch(reading);
  });
});

/** Blocks the event loop for `ms`, as parsing a large body on a loaded machine does. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: no timer, no I/O runs meanwhile
  }
}

/**
 * The sweeps are driven by hand here (fake intervals), the clock is the real one: a sweep run right
 * after `block` comes as late as a sweep after a blocked event loop does, whatever else the machine
 * runs, and what the peers did meanwhile is set between two sweeps, as the loop reads it between them.
 */
describe('a sweep that comes after the event loop was blocked', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const sweep = () => vi.advanceTimersToNextTimer();

  // The first clean-clone CI run of this session: a 300 ms silence limit fired on an upstream whose
  // bytes sat unread while the loop was busy, then were read right after the sweep.
  it('does not blame the peers for the stall: their bytes are read before the next sweep judges', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    dog = new Watchdog(40, 10_000);
    clientDog = new ClientWatchdog(40);
    const fired: string[] = [];
    const upstream = watched('upstream', fired);
    const client: ClientWatched = { behindSince: performance.now(), watchSlot: -1, stalled: () => fired.push('client stalled') };
    dog.watch(upstream);
    clientDog.watch(client);
    sweep();
    block(200);
    sweep();
    expect(fired).toEqual([]);
    // What the peers did during the stall, read by the loop after the late sweep.
    upstream.lastActivity = performance.now();
    client.behindSince = performance.now();
    sweep();
    sweep();
    expect(fired).toEqual([]);
    // Silent from now on: judged on the sweep after the next late one.
    block(100);
    sweep();
    sweep();
    expect(fired.sort()).toEqual(['client stalled', 'upstream silent']);
  });

  it('judges silence again on the sweep after a late one', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    dog = new Watchdog(40, 10_000);
    const fired: string[] = [];
    dog.watch(watched('silent', fired));
    sweep();
    block(100);
    sweep();
    expect(fired).toEqual([]);
    sweep();
    expect(fired).toEqual(['silent silent']);
  });

  it('judges a deadline even then', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    dog = new Watchdog(10_000, 40);
    const fired: string[] = [];
    const late = watched('late', fired);
    late.deadline = performance.now() + 40;
    dog.watch(late);
    sweep();
    block(100);
    sweep();
    expect(fired).toEqual(['late late']);
  });
});
