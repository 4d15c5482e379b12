// What a request carries for a security scheme: read from a request (a recorded exchange, or a witness
// the diff made) and made for a witness. Every scheme that travels in the request is read where it
// travels, so that one alternative of a requirement is never taken as met by a request that carries
// nothing of it: an API key in a header, the query or a cookie, HTTP credentials, and the bearer token
// of OAuth2 and OpenID Connect (RFC 6750: in Authorization, or the `access_token` query parameter).

import { carriesCredential } from '../http/credential-value.js';
import { isObject } from './pointer.js';
import { cookiesOf } from './read-request.js';
import type { Witness } from './report.js';

/** What a request shows of its credentials. */
export interface Credentials {
  /** By lower-case name. */
  headers: Record<string, string>;
  /** The first value of a query parameter (null: none); left out, the request has no query. */
  queryValue?(name: string): string | null;
  /**
   * Whether it presents a TLS client certificate. Undefined for a recorded exchange, which does not
   * show one: a mutualTLS scheme, or one of a kind not read here, is then taken as met. A request the
   * diff makes carries nothing it does not show, so such a scheme is met only by its certificate.
   */
  certificate?: boolean;
}

export type CredentialCheck = (request: Credentials) => boolean;

/** The usual spelling of HTTP authentication schemes, whose names are case-insensitive (RFC 9110, 11.1). */
const HTTP_SCHEMES: Record<string, string> = { basic: 'Basic', bearer: 'Bearer', digest: 'Digest' };

/** The text an HTTP scheme's credentials start with: its name, in its usual spelling, and a space. */
export const httpPrefix = (name: string): string => `${HTTP_SCHEMES[name.toLowerCase()] ?? name} `;

/** A scheme's credential: where it travels, the text it starts with, and whether that text is matched in any case. */
interface Credential {
  in: 'header' | 'query' | 'cookie';
  /** A header's name in lower case; a query parameter's or cookie's as written. */
  name: string;
  prefix: string;
  anyCase: boolean;
}

/** The credentials of a scheme: one of them is enough (a bearer token in Authorization or in the query); none: not one it travels in. */
function credentialsOf(scheme: unknown): Credential[] | undefined {
  if (!isObject(scheme)) return undefined;
  if (scheme.type === 'apiKey') {
    if (scheme.in !== 'header' && scheme.in !== 'query' && scheme.in !== 'cookie') return undefined;
    const prefix = typeof scheme['x-value-prefix'] === 'string' ? scheme['x-value-prefix'] : '';
    const name = scheme.in === 'header' ? String(scheme.name).toLowerCase() : String(scheme.name);
    return [{ in: scheme.in, name, prefix, anyCase: false }];
  }
  if (scheme.type === 'http') {
    // Without a scheme name, any credentials in Authorization.
    const prefix = typeof scheme.scheme === 'string' && scheme.scheme !== '' ? httpPrefix(scheme.scheme) : '';
    return [{ in: 'header', name: 'authorization', prefix, anyCase: true }];
  }
  // An OAuth2 or OpenID Connect access token is a bearer token: OpenAPI says no more of how it is sent.
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    return [
      { in: 'header', name: 'authorization', prefix: 'Bearer ', anyCase: true },
      { in: 'query', name: 'access_token', prefix: '', anyCase: false },
    ];
  }
  return undefined;
}

/** Whether `value` carries `credential`: by the one rule of the validator's (src/http/credential-value.ts). */
const carries = (credential: Credential, value: string | null | undefined): boolean =>
  value !== undefined && value !== null && carriesCredential(value, credential.prefix, credential.anyCase);

/** What `request` sends for `credential`: a header's own value only (an API key may be named `constructor`). */
function sentValue(credential: Credential, request: Credentials): string | null | undefined {
  if (credential.in === 'header') return Object.hasOwn(request.headers, credential.name) ? request.headers[credential.name] : undefined;
  if (credential.in === 'query') return request.queryValue === undefined ? null : request.queryValue(credential.name);
  return cookiesOf(request.headers.cookie).get(credential.name);
}

/** How a request is read for `scheme` (a Security Scheme Object, its `$ref` followed). */
export function credentialCheck(scheme: unknown): CredentialCheck {
  if (isObject(scheme) && scheme.type === 'mutualTLS') return (request) => request.certificate !== false;
  const credentials = credentialsOf(scheme);
  // A scheme of a kind not read here (or no scheme at all): met by a recorded request, not by a made one.
  if (credentials === undefined) return (request) => request.certificate === undefined;
  return (request) => credentials.some((credential) => carries(credential, sentValue(credential, request)));
}

/** A request the diff makes: its headers (by lower-case name), query and whether it presents a client certificate. */
export interface MadeRequest {
  in: 'security';
  headers: Record<string, string>;
  query: Record<string, string>;
  certificate: boolean;
}

/** Read as a request of its own, a made request carries nothing it does not show. */
export const madeCredentials = (part: { headers: Record<string, string>; query?: Record<string, string>; certificate?: boolean }): Credentials => ({
  headers: part.headers,
  queryValue: (name) => (part.query !== undefined && Object.hasOwn(part.query, name) ? (part.query[name] ?? null) : null),
  certificate: part.certificate ?? false,
});

/** What a made request carries after a credential's prefix, by the kind of scheme. */
const SECRETS: Record<string, string> = { apiKey: '<API key>', http: '<credentials>', oauth2: '<access token>', openIdConnect: '<access token>' };

/**
 * Adds to `request` what `scheme` asks it to carry: its first credential, its prefix then a
 * placeholder (a cookie joins the Cookie header), or a client certificate. False for a scheme no
 * request the diff makes can carry.
 */
export function carry(request: MadeRequest, scheme: unknown): boolean {
  if (!isObject(scheme)) return false;
  if (scheme.type === 'mutualTLS') {
    request.certificate = true;
    return true;
  }
  const credential = credentialsOf(scheme)?.[0];
  if (credential === undefined) return false;
  const value = `${credential.prefix}${SECRETS[String(scheme.type)] ?? '<credentials>'}`;
  if (credential.in === 'header') request.headers[credential.name] = value;
  else if (credential.in === 'query') request.query[credential.name] = value;
  else request.headers.cookie = request.headers.cookie === undefined ? `${credential.name}=${value}` : `${request.headers.cookie}; ${credential.name}=${value}`;
  return true;
}

/** How a witness shows what `scheme` made `request` carry: its header (an API key's as the scheme spells it), query parameter or Cookie. */
export function shownCredential(request: MadeRequest, scheme: unknown): Witness | null {
  const credential = credentialsOf(scheme)?.[0];
  if (!isObject(scheme) || credential === undefined) return null;
  if (credential.in === 'query') return { in: 'query', status: null, name: credential.name, value: request.query[credential.name] ?? null };
  if (credential.in === 'cookie') return { in: 'header', status: null, name: 'Cookie', value: request.headers.cookie ?? null };
  const name = scheme.type === 'apiKey' ? String(scheme.name) : 'Authorization';
  return { in: 'header', status: null, name, value: request.headers[credential.name] ?? null };
}
