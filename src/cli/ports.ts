// Listening on a port: reserving it before children start, and a listen failure as one line a person
// can act on. (A port given as an option is read by src/cli/args.ts.)
import { createServer } from 'node:net';
import { listenOn } from '../http/listen.js';
import { printable, quoted } from '../text/printable.js';
import { UsageError } from './errors.js';

/**
 * How a person passes `option` to this command. Run by an npm script that starts it (`npm start`
 * here, or a project's `"mock": "notification-api-contract mock"`), arguments go after `--`: the
 * hint then says `npm start -- --port N`.
 */
export function optionHint(option: string, env: Record<string, string | undefined> = process.env): string {
  const event = env.npm_lifecycle_event;
  const script = env.npm_lifecycle_script ?? '';
  if (event === undefined || event === '' || !/notification-api-contract(?:\.js)?\s+mock|scripts\/start\.mjs/.test(script)) return option;
  return `\`${event === 'start' ? 'npm start' : `npm run ${event}`} -- ${option} N\``;
}

/** A listen failure as the one line a person can act on; other errors as they are. */
export function listenError(error: unknown, host: string, port: number, option: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return new UsageError(`port ${port} on ${printable(host)} is already in use: pick another with ${optionHint(option)}`, 1);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new UsageError(`cannot listen on host ${quoted(host)}: ${code}`, 1);
  if (code === 'EACCES') return new UsageError(`port ${port} on ${printable(host)} needs privileges: pick another with ${optionHint(option)}`, 1);
  return error;
}

/**
 * Binds `port` and releases it, so that a busy port is reported before any child process starts;
 * `option` names the option that set it. Port 0 (any free one) is returned as 0, and the server that
 * listens later takes its own: a number found free here and released could be taken by a child in
 * between (Prism, binding port 0 itself, was given the one the mock's proxy then failed to bind).
 * The host is still checked.
 */
export async function reservePort(host: string, port: number, option = '--port'): Promise<number> {
  const server = createServer();
  try {
    await listenOn(server, port, host);
  } catch (error) {
    throw listenError(error, host, port, option);
  }
  await new Promise((resolve) => server.close(resolve));
  return port;
}
