// One cold start, in a fresh process: from importing a validator to its first validated exchange
// (its own init included). Prints the milliseconds as JSON. Usage: node bench/cold-start.mjs <peer>
import { buildInputs } from './inputs.mjs';

const [input] = buildInputs();
const name = process.argv[2];
const start = performance.now();
const { peers } = await import('./peers.mjs');
const peer = peers[name];
if (!peer) throw new Error(`no peer ${name}`);
const { exchange } = await peer.setup();
const valid = exchange(input);
const ms = performance.now() - start;
if (!valid) throw new Error(`${name} refused a valid exchange`);
process.stdout.write(JSON.stringify({ ms }));
