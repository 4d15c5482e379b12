// The reviewer's case of `diff --traffic` by rule: name maxLength 50 → 40 and kind's `c` removed, with
// exchanges that break either, both, or neither.

export const spec = (maxLength: number, kinds: string[], openapi = '3.1.0') => ({
  openapi,
  info: { title: 't', version: '1' },
  paths: {
    '/items': {
      post: {
        operationId: 'createItem',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemIn' } } } },
        responses: { '201': { description: 'ok' } },
      },
    },
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      ItemIn: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string', maxLength }, kind: { type: 'string', enum: kinds } },
      },
    },
  },
});

const post = (body: unknown) => ({
  request: { method: 'POST', path: '/items', headers: { 'content-type': 'application/json' }, body },
  response: { status: 201, headers: {} },
});
const long = 'x'.repeat(45);
/** The reviewer's t.jsonl: 1 a long name, 2 valid, 3 invalid under OLD, 4 another operation, 5 a long name and kind c, 6 kind c. */
export const exchanges = [
  post({ name: long }),
  post({ name: 'x' }),
  post({ kind: 'a' }),
  { request: { method: 'GET', path: '/items/1', headers: {} }, response: { status: 200, headers: {} } },
  post({ name: long, kind: 'c' }),
  post({ name: 'y', kind: 'c' }),
];
