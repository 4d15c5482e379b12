// Checks a reported witness with validators the test compiles itself (Ajv2020, not strict, so
// that nothing of the engine's set-up is shared), from each version.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Change } from '../../src/diff/report.js';

// biome-ignore lint/suspicious/noExplicitAny: a document walked by pointer, any node of it
type Node = any;
type Doc = Record<string, Node>;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

const esc = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

function resolve(doc: Doc, node: Node, pointer: string): { node: Node; pointer: string } {
  while (node && typeof node.$ref === 'string') {
    pointer = decodeURIComponent(node.$ref.slice(1));
    node = pointer
      .split('/')
      .slice(1)
      .reduce((n: Node, t: string) => n?.[t.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  }
  return { node, pointer };
}

function answering(responses: Doc, status: string): string | undefined {
  if (responses[status]) return status;
  if (responses[`${status[0]}XX`]) return `${status[0]}XX`;
  return responses.default ? 'default' : undefined;
}

/** The pointer of the schema that governs the witness in `doc`, or undefined if nothing does. */
export function governingSchema(doc: Doc, change: Change): string | undefined {
  const witness = change.witness!;
  const path = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]*\}/g, '{}') === change.path.replace(/\{[^}]*\}/g, '{}'));
  if (!path) return undefined;
  const opPointer = `/paths/${esc(path)}/${change.method}`;
  const op = doc.paths[path][change.method];
  if (witness.in === 'body') {
    if (change.side === 'request') {
      const body = resolve(doc, op.requestBody, `${opPointer}/requestBody`);
      return body.node?.content?.['application/json'] ? `${body.pointer}/content/application~1json/schema` : undefined;
    }
    const key = answering(op.responses, witness.status!);
    if (!key) return undefined;
    const response = resolve(doc, op.responses[key], `${opPointer}/responses/${esc(key)}`);
    return response.node?.content?.['application/json'] ? `${response.pointer}/content/application~1json/schema` : undefined;
  }
  if (change.side === 'response') {
    const key = answering(op.responses, witness.status!);
    if (!key) return undefined;
    const response = resolve(doc, op.responses[key], `${opPointer}/responses/${esc(key)}`);
    const name = Object.keys(response.node?.headers ?? {}).find((h) => h.toLowerCase() === witness.name!.toLowerCase());
    return name ? `${response.pointer}/headers/${esc(name)}/schema` : undefined;
  }
  for (const [base, list] of [
    [opPointer, op.parameters],
    [`/paths/${esc(path)}`, doc.paths[path].parameters],
  ] as const) {
    for (const [index, raw] of (list ?? []).entries()) {
      const param = resolve(doc, raw, `${base}/parameters/${index}`);
      if (param.node.name === witness.name && param.node.in === witness.in) return `${param.pointer}/schema`;
    }
  }
  return undefined;
}

export function validatorOf(doc: Doc): (pointer: string, value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc.json', components: doc.components, paths: doc.paths });
  return (pointer, value) => {
    const validate = ajv.getSchema(`doc.json#${pointer.split('/').map(encodeURIComponent).join('/')}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    return validate(value) === true;
  };
}

/** Whether the witness holds: request side, OLD accepts and NEW refuses; response side, the reverse. */
export function witnessHolds(old: Doc, now: Doc, change: Change): boolean {
  const oldPointer = governingSchema(old, change);
  const newPointer = governingSchema(now, change);
  const value = change.witness!.value;
  const oldAccepts = oldPointer === undefined ? true : validatorOf(old)(oldPointer, value);
  const newAccepts = newPointer === undefined ? true : validatorOf(now)(newPointer, value);
  return change.side === 'request' ? oldAccepts && !newAccepts : newAccepts && !oldAccepts;
}
