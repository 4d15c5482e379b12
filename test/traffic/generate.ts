// Writes large JSON Lines inputs quickly: one template per kind of line, the index spliced in.
import { closeSync, openSync, writeSync } from 'node:fs';

const padding = 'x'.repeat(700);

function line(i: number): string {
  // One exchange in a thousand breaks the contract (an event without its name).
  const name = i % 1000 === 999 ? '' : '"name":"welcome",';
  return `{"request":{"method":"POST","path":"/v1/events/trigger","headers":{"authorization":"ApiKey k","content-type":"application/json"},"body":{${name}"to":"user-${i}","payload":{"n":${i},"note":"${padding}"},"transactionId":"tx-${i}"}},"response":{"status":201,"headers":{"content-type":"application/json"},"body":{"acknowledged":true,"status":"processed","transactionId":"tx-${i}"}}}\n`;
}

/** Writes `count` exchanges to `file`, in batches; returns the file's size. */
export function writeExchanges(file: string, count: number): number {
  const fd = openSync(file, 'w');
  let size = 0;
  try {
    for (let start = 0; start < count; start += 5000) {
      let batch = '';
      for (let i = start; i < Math.min(count, start + 5000); i += 1) batch += line(i);
      size += writeSync(fd, batch);
    }
  } finally {
    closeSync(fd);
  }
  return size;
}
