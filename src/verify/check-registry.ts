// The check registry: every check verify can run, named for what it guarantees (as Schemathesis
// names its checks, so that its users recognise them). The names are public interface: --checks,
// --exclude-checks, the report, the JUnit test cases.
import { quoted } from '../text/printable.js';

/** A check of one response. */
export type ResponseCheck =
  | 'well_formed_http'
  | 'not_a_server_error'
  | 'max_response_time'
  | 'max_response_size'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_schema_conformance'
  | 'positive_data_acceptance'
  | 'negative_data_rejection'
  | 'ignored_auth';

/** A check of a sequence: a transition the API description states (see sequences/). */
export type TransitionCheck =
  | 'followable_links'
  | 'ensure_resource_availability'
  | 'upsert_keeps_identity'
  | 'rename_persists'
  | 'use_after_free'
  | 'credentials_appended'
  | 'single_primary_per_channel'
  | 'memberships_removed_with_subscriber'
  | 'pagination_yields_each_item_once';

export type CheckName = ResponseCheck | TransitionCheck;

interface CheckDefinition {
  readonly kind: 'response' | 'transition';
  /** What the check guarantees when it passes. */
  readonly guarantees: string;
}

const REGISTRY: Readonly<Record<CheckName, CheckDefinition>> = {
  well_formed_http: {
    kind: 'response',
    guarantees: 'every answer is HTTP/1.1 a client can read (status line, headers within 16 KiB, no unasked 1xx, framed body)',
  },
  not_a_server_error: { kind: 'response', guarantees: 'no answer is a 5xx' },
  max_response_time: { kind: 'response', guarantees: 'every answer ends (last byte of the body) within --request-timeout' },
  max_response_size: { kind: 'response', guarantees: 'no body is larger than --max-response-bytes' },
  status_code_conformance: { kind: 'response', guarantees: 'every status is declared for the operation' },
  content_type_conformance: { kind: 'response', guarantees: 'every body has a declared media type' },
  response_schema_conformance: { kind: 'response', guarantees: 'every body is valid (validateResponse)' },
  positive_data_acceptance: {
    kind: 'response',
    guarantees: 'a request the contract accepts, with the key, gets no 4xx but a 409 or a 429 (a 404 of a path naming nothing is not judged: see the notes)',
  },
  negative_data_rejection: { kind: 'response', guarantees: 'a request that breaks the contract gets a 4xx' },
  ignored_auth: {
    kind: 'response',
    guarantees:
      "a request that got a 2xx with the key gets a 4xx without it, or with another credential in another scheme; a sequence's first write of each operation gets a 4xx without it",
  },
  followable_links: {
    kind: 'transition',
    guarantees: 'every value a link takes from an answer is present and one whole path segment, and a write it leads to names what the run created',
  },
  ensure_resource_availability: {
    kind: 'transition',
    guarantees: 'after a creation, no request a link leads to finds it missing (404, 410), and an upserted topic is listed',
  },
  upsert_keeps_identity: {
    kind: 'transition',
    guarantees: 'an upsert answers with the key it was sent, and a second upsert of the same key updates the topic and keeps its _id',
  },
  rename_persists: { kind: 'transition', guarantees: 'a renamed topic keeps its new name' },
  use_after_free: { kind: 'transition', guarantees: 'a deleted resource is gone (404), and so is what hung on it' },
  credentials_appended: { kind: 'transition', guarantees: 'device tokens are appended, not replaced' },
  single_primary_per_channel: { kind: 'transition', guarantees: 'set-primary leaves exactly one primary per channel' },
  memberships_removed_with_subscriber: { kind: 'transition', guarantees: "a deleted subscriber's memberships are gone" },
  pagination_yields_each_item_once: { kind: 'transition', guarantees: 'walking a paginated list yields every item once' },
};

const names = Object.keys(REGISTRY) as CheckName[];

export const RESPONSE_CHECKS: readonly ResponseCheck[] = names.filter((name): name is ResponseCheck => REGISTRY[name].kind === 'response');
export const TRANSITION_CHECKS: readonly TransitionCheck[] = names.filter((name): name is TransitionCheck => REGISTRY[name].kind === 'transition');
export const ALL_CHECKS: readonly CheckName[] = names;

/** What each check guarantees, for the report. */
export const CHECK_DESCRIPTIONS: Readonly<Record<CheckName, string>> = Object.fromEntries(names.map((name) => [name, REGISTRY[name].guarantees])) as Record<
  CheckName,
  string
>;

export const isCheckName = (name: string): name is CheckName => Object.hasOwn(REGISTRY, name);

/** A --checks or --exclude-checks list naming what the registry lacks. */
export class UnknownCheckError extends Error {
  override readonly name = 'UnknownCheckError';
}

/**
 * The checks a run applies: `include` (default, or `all`: every check) less `exclude`. Unknown names
 * are refused with the list of known ones, so that a typo does not quietly turn a check off.
 */
export function selectChecks(include: readonly string[] | undefined, exclude: readonly string[] = []): ReadonlySet<CheckName> {
  const known = (option: string, list: readonly string[]) => {
    for (const name of list)
      if (name !== 'all' && !isCheckName(name)) throw new UnknownCheckError(`${option}: no check ${quoted(name, 80)} (one of ${names.join(', ')}, or all)`);
    return list.includes('all') ? names : (list as CheckName[]);
  };
  const chosen = new Set<CheckName>(include === undefined ? names : known('--checks', include));
  for (const name of known('--exclude-checks', exclude)) chosen.delete(name);
  return chosen;
}
