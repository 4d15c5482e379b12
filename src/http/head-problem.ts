// What every part refuses in a request's head before it routes it, in one order, so that a request
// with two faults gets one answer from the mock and the proxy alike: the request line first (a target
// that is no path, a CONNECT, a fragment, a character no target holds), then the header fields (a
// Host sent twice, a transfer coding whose body cannot be read). The mock (head-refusal.ts) and the
// proxy (exchange-context.ts, admin.ts) answer with this problem; its status is theirs to give.
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
 * The first problem of a request's head, or undefined. `hostRepeated`: the request carries more than
 * one Host header (request-host.ts, read off the part's own header form); `transferCoding`: why its
 * Transfer-Encoding cannot be taken (transfer-coding.ts), when it cannot.
 */
export function headProblem(method: unknown, target: string, hostRepeated: boolean, transferCoding?: string): HeadProblem | undefined {
  const targetProblem = requestTargetProblem(method, target);
  if (targetProblem !== undefined) {
    const { keyword, message } = targetProblem;
    return { kind: 'request', issue: { location: 'path', pointer: '', keyword, message, severity: 'error' }, detail: `the request target ${message}` };
  }
  if (hostRepeated)
    return {
      kind: 'request',
      issue: { location: 'header', pointer: '/host', keyword: 'host', message: REPEATED_HOST_MESSAGE, severity: 'error' },
      detail: `the request ${REPEATED_HOST_MESSAGE}`,
    };
  if (transferCoding === undefined) return undefined;
  return {
    kind: 'transfer-coding',
    issue: { location: 'header', pointer: '', keyword: 'transfer-encoding', message: transferCoding, severity: 'error' },
    detail: `the request ${transferCoding}`,
  };
}
