// The mock command's --help text: its own file, to keep mock.ts, which parses and runs the options, short.

export const mockHelp = `Usage: notification-api-contract mock [options]

Start a mock of the API, with the docs, the bundle and the gap list served beside it. The mock is
stateful: it remembers what requests change, follows the transitions the API description states,
checks every request against the contract and answers errors with problem+json. Tests steer it
through /__mock/ (reset, state, requests, triggers, faults). Stops on Ctrl-C, SIGTERM or SIGHUP, and,
started by npx or an npm script, when npm goes away.

Exit code: 0 once stopped, 1 when it cannot start (a port in use or that needs privileges, a host it
cannot listen on; with --prism, Prism missing or failing), 2 on a usage error (an unknown option, a
bad value, a fixture that cannot be read or does not fit its schema) or when what it prints could not
be written (a full disk).

Options:
  --port <n>        port of the mock (default: 4010; 0 picks a free one)
  --host <h>        address to listen on (default: 127.0.0.1)
  --docs-port <n>   port of the docs (default: the mock's port + 1; 0 picks a free one)
  --client-timeout <time>
                    how long a client may take none of an answer waiting for it, e.g. one that
                    stopped reading (default: 30s); then its connection is closed
  --fixture <file>  start from this state instead of the demo state built from the spec's examples
                    (JSON; its schema: notification-api-contract/mock/fixture.schema.json)
  --empty           start with no data at all
  --strict-keys     answer 401 to an API key the fixture does not name, instead of giving it a
                    fresh, empty environment
  --seed <n>        make generated ids and timestamps deterministic
  --idempotency off ignore idempotency-key headers (for suites generated from the spec that send
                    one constant key); default on: POST and PATCH replay per the IETF draft
  --max-resources <n>
                    records one environment may hold (default 100000); past it, 409
  --max-bytes <size>
                    bytes the records of one environment may hold, as the mock counts
                    them (default 64mb); past it, 409
  --max-total-bytes <size>
                    bytes the records of all environments may hold together (default
                    256mb); past it, 409
  --max-body <size> largest JSON request body read, before and after decoding, e.g. 512kb,
                    4mb (default: 1mb; at most 512mb); a larger one is answered 413, as the
                    proxy's --max-body
  --base-path <path>
                    serve the API under this prefix, e.g. /api (a client's baseUrl
                    https://host/api): a path outside it is a 404; /__mock/ stays at the root
  --control-token <t>
                    /__mock/ then needs \`Authorization: Bearer <t>\` (8 to 512 visible
                    characters; or set NOTIFICATION_API_MOCK_CONTROL_TOKEN, which ps does not show)
  --prism           run Prism's mock instead (static examples), behind the validating proxy in
                    enforce mode; needs @stoplight/prism-cli and Node >= 24.18
  --dynamic         with --prism: answers generated from the schemas instead of the examples
  --errors          with --prism: Prism answers contract violations itself
  -h, --help        show this help
`;
