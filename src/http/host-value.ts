// What a Host header may hold (RFC 9112 §3.2: Host = uri-host [ ":" port ], RFC 3986 §3.2.2-3): an
// IP literal in brackets, or a reg-name (an IPv4 address is one too); then maybe a colon and digits.
// A server must answer 400 to any other value: `ci:pw@host` is a user name and password that a part
// of the chain would pass on (x-forwarded-host) or record, and another part would read as no host.
// Runtime-neutral: the mock and the proxy judge a Host by this one rule (head-problem.ts).

/** Completes "the request …": the value is not quoted, as it may hold a password. */
export const INVALID_HOST_MESSAGE = 'has a Host header that is no host[:port] (RFC 9112 §3.2)';

/**
 * reg-name = *( unreserved / pct-encoded / sub-delims ): `_` is unreserved (a docker service name,
 * `notification_api`), an empty name is allowed (RFC 9112 §3.2: a target with no authority is sent
 * with an empty Host). port = *DIGIT: `h:` is valid by the grammar (RFC 3986 §3.2.3 says a producer
 * should leave the colon out, not that a reader refuses it), so it is taken.
 */
const REG_NAME_PORT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*(?::[0-9]*)?$/;

/** IP-literal = "[" ( IPv6address / IPvFuture ) "]" [ ":" port ]. */
const IP_LITERAL_PORT = /^\[([^\]]*)\](?::[0-9]*)?$/;

/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
const IPV_FUTURE = /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

const H16 = /^[0-9A-Fa-f]{1,4}$/;
const DEC_OCTET = /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

/** Counts the 16-bit pieces of one side of an IPv6 address's `::`, or -1 when one is no piece. */
function pieces(side: string, last: boolean): number {
  if (side === '') return 0;
  const parts = side.split(':');
  let count = 0;
  for (const [index, part] of parts.entries()) {
    if (last && index === parts.length - 1 && part.includes('.')) {
      const octets = part.split('.');
      if (octets.length !== 4 || !octets.every((octet) => DEC_OCTET.test(octet))) return -1;
      count += 2;
    } else if (H16.test(part)) count += 1;
    else return -1;
  }
  return count;
}

/** IPv6address (RFC 3986 §3.2.2): eight pieces, or fewer around one `::`; the last two may be an IPv4 address. */
export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  if (halves.length === 1) return pieces(text, true) === 8;
  const before = pieces(halves[0]!, false);
  const after = pieces(halves[1]!, true);
  return before !== -1 && after !== -1 && before + after <= 7;
}

/** The last value found valid: a server's clients send it on every request, and it is judged on each (head-problem.ts). */
let lastValid: string | undefined;

/** Whether a Host field value (its surrounding spaces aside, which are no part of it) is uri-host [":" port]. */
export function isHostValue(value: string): boolean {
  if (value === lastValid) return true;
  const text = value.replace(/^[ \t]+|[ \t]+$/g, '');
  const literal = IP_LITERAL_PORT.exec(text);
  const valid = literal !== null ? isIpv6(literal[1]!) || IPV_FUTURE.test(literal[1]!) : REG_NAME_PORT.test(text);
  if (valid) lastValid = value;
  return valid;
}
