// An API key given with its scheme ("ApiKey abc", "Bearer abc"): the header then carries the scheme
// twice ("Authorization: ApiKey ApiKey abc"), and the service (or the mock, which gives any key it
// does not know an empty environment) answers as if the key were another one. The client refuses
// such a key, and the mock's hint for an unknown key names the mistake.

/** Scheme words a key copied with its header's value starts with. */
const SCHEME_AT_START = /^(apikey|api-key|bearer|basic|token)\s/i;

/** The scheme word an API key starts with (followed by white space), as written; undefined when none. */
export function schemeInKey(key: string): string | undefined {
  const match = SCHEME_AT_START.exec(key);
  return match === null ? undefined : match[1];
}
