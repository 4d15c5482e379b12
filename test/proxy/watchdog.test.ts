// The watchdog without a socket: the exchanges it holds, let go of in any order, and the two limits
// it fires once each, on exactly the exchanges still held.
import { afterEach, describe, expect, it } from 'vitest';
import { Watchdog, type Watched } from '../../src/proxy/watchdog.js';

function watched(name: string, fired: string[]): Watched {
  return {
    lastActivity: performance.now(),
    deadline: Number.POSITIVE_INFINITY,
    watchSlot: -1,
    silent: () => fired.push(`${name} silent`),
    late: () => fired.push(`${name} late`),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let dog: Watchdog | undefined;
afterEach(() => dog?.stop());

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
});
