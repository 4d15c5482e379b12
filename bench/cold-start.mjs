// One cold start, in a fresh process: from importing a validator to its first validated exchange
// (its own init included). Prints the milliseconds, and those of the import alone, as JSON. Usage: node bench/cold-start.mjs <peer>
//
// The harness is loaded before the clock starts: the inputs and the adapters (bench/peers.mjs),
// with the Node built-ins they import. Node 24 spends about 20 ms on the first ES import of
// `node:fs` alone (its ES facade loads streams and more), which is no validator's doing; each
// validator's own imports (its package, its dependencies) are timed.
import { buildInputs } from './inputs.mjs';
import { peers } from './peers.mjs';

const [input] = buildInputs();
const name = process.argv[2];
const peer = peers[name];
if (!peer) throw new Error(`no peer ${name}`);
const start = performance.now();
const { exchange } = await peer.setup();
// Where the time goes: importing the validator, then its first exchange (for this package, the
// operation's generated validators are loaded then).
const setupMs = performance.now() - start;
const valid = exchange(input);
const ms = performance.now() - start;
if (!valid) throw new Error(`${name} refused a valid exchange`);
process.stdout.write(JSON.stringify({ ms, setupMs }));
