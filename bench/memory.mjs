// Heap taken by a validator, in a fresh process run with --expose-gc: after loading it and validating
// each input once (lazy validators compile on first use), collected, minus the heap before.
import { buildInputs } from './inputs.mjs';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('run with --expose-gc');
const inputs = buildInputs();
const name = process.argv[2];
const { peers } = await import('./peers.mjs');
const collect = () => {
  for (let i = 0; i < 3; i += 1) gc();
  return process.memoryUsage().heapUsed;
};
const before = collect();
const { exchange } = await peers[name].setup();
for (const input of inputs) if (!exchange(input)) throw new Error(`${name} refused a valid exchange`);
const after = collect();
process.stdout.write(JSON.stringify({ bytes: after - before }));
