// The key of `Authorization: ApiKey <key>`: the one reading of it, for the environment a request acts
// on (engine.ts) and for the faults given that key (faults.ts).

/** The key, or undefined: no header, another scheme, or a header sent more than once. */
export function apiKeyOf(authorization: string | string[] | undefined): string | undefined {
  const value = Array.isArray(authorization) ? (authorization.length === 1 ? authorization[0] : undefined) : authorization;
  return value?.startsWith('ApiKey ') ? value.slice('ApiKey '.length).trim() : undefined;
}
