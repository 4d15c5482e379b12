// What every part refuses in a request's head before it routes it, in one order, so that a request
// with two faults gets one answer from the mock and the proxy alike: the request line first (a target
// that is no path, a CONNECT, a fragment, a character no target holds), then the header fields (a
// Host sent twice or holding what no host is, a transfer coding whose body cannot be read). The mock (head-refusal.ts) and the
// proxy (exchange-context.ts, admin.ts) answer with this problem; its status is theirs to give.
import { INVALID_HOST_MESSAGE, isHostValue } from './host-value.js';
import { REPEATED_HOST_MESSAGE } from './request-host.js';
import { requestTargetProblem } from './target.js';

export interface HeadProblem {
  /** `transfer-coding` (a 501) for a coding that cannot be undone; `request` (a 400) for the rest. */
  readonly kind: 'request' | 'transfer-coding';
  /** The one issue the answer lists. */
  readonly issue: {
    readonly location: 'path' | 'header';
    readonly pointer: string;
    readonly keyword: 'target' | 'fragment' | 'host' | 'transfer-encoding';
    readonly message: string;
    readonly severity: 'error';
  };
  /** The problem's detail: "the request target …" or "the request …". */
  readonly detail: string;
}

/**
 * The first problem of a request's head, or undefined. `hosts`: the values of its Host header lines
 * (request-host.ts, read off the part's own header form), more than one refused first, then one that
 * is no host[:port] (host-value.ts), absolute form or not: RFC 9112 §3.2 asks a 400 of both;
 * `transferCoding`: why its Transfer-Encoding cannot be taken (transfer-coding.ts), when it cannot.
 */
export function headProblem(method: unknown, target: string, hosts: readonly string[], transferCoding?: string): HeadProblem | undefined {
  const targetProblem = requestTargetProblem(method, target);
  if (targetProblem !== undefined) {
    const { keyword, message } = targetProblem;
    return { kind: 'request', issue: { location: 'path', pointer: '', keyword, message, severity: 'error' }, detail: `the request target ${message}` };
  }
  const hostMessage = hosts.length > 1 ? REPEATED_HOST_MESSAGE : hosts.length === 1 && !isHostValue(hosts[0]!) ? INVALID_HOST_MESSAGE : undefined;
  if (hostMessage !== undefined)
    return {
      kind: 'request',
      issue: { location: 'header', pointer: '/host', keyword: 'host', message: hostMessage, severity: 'error' },
      detail: `the request ${hostMessage}`,
    };
  if (transferCoding === undefined) return undefined;
  return {
    kind: 'transfer-coding',
    issue: { location: 'header', pointer: '', keyword: 'transfer-encoding', message: transferCoding, severity: 'error' },
    detail: `the request ${transferCoding}`,
  };
}
