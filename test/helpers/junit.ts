// JUnit XML held to Jenkins xunit's junit-10.xsd (junit-10.xsd here), the strictest reader of the
// format: by xmllint (Debian's libxml2-utils) where the machine has it, as CI's does (.ci/run installs
// it and sets NAC_REQUIRE_XMLLINT=1, so that a CI without it fails instead of falling back); on a bare
// machine, by the rules of that XSD the outputs can break, checked directly.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const XSD = fileURLToPath(new URL('./junit-10.xsd', import.meta.url));

/** Whether xmllint runs here (undefined: not yet asked). */
let xmllint: boolean | undefined;

export function hasXmllint(): boolean {
  xmllint ??= spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!xmllint && process.env.NAC_REQUIRE_XMLLINT === '1') throw new Error('NAC_REQUIRE_XMLLINT=1, but xmllint does not run (apt-get install libxml2-utils)');
  return xmllint;
}

/** xmllint's complaints about `xml` against junit-10.xsd: empty when it validates. */
export function xsdProblems(xml: string): string[] {
  const result = spawnSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, encoding: 'utf8' });
  if (result.status === 0) return [];
  return result.stderr.split('\n').filter((line) => line !== '' && !line.endsWith('fails to validate'));
}

/** The attributes the XSD allows on each element the outputs write, and those it requires. */
const ATTRIBUTES: Record<string, { allowed: string[]; required: string[] }> = {
  testsuites: { allowed: ['name', 'time', 'tests', 'failures', 'errors'], required: [] },
  testsuite: {
    allowed: ['name', 'tests', 'failures', 'errors', 'group', 'time', 'skipped', 'timestamp', 'hostname', 'id', 'package', 'file', 'log', 'url'],
    required: ['name', 'tests', 'failures', 'errors'],
  },
  testcase: { allowed: ['name', 'time', 'classname', 'group'], required: ['name'] },
  failure: { allowed: ['type', 'message'], required: [] },
  error: { allowed: ['type', 'message'], required: [] },
  skipped: { allowed: ['type', 'message'], required: [] },
  'system-out': { allowed: [], required: [] },
  'system-err': { allowed: [], required: [] },
};
/** SUREFIRE_TIME of the XSD, anchored as XSD patterns are. */
const TIME = /^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$/;

/** Without xmllint: each element's name, its attributes (allowed, required, a time's form), and the root. */
export function attributeProblems(xml: string): string[] {
  const problems: string[] = [];
  const tags = [...xml.matchAll(/<([a-z-]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)];
  if (tags[0]?.[1] !== 'testsuites' && tags[0]?.[1] !== 'testsuite') problems.push(`the root is <${tags[0]?.[1]}>`);
  for (const [, name, text] of tags) {
    const rule = ATTRIBUTES[name!];
    if (rule === undefined) {
      problems.push(`<${name}> is no element of the XSD`);
      continue;
    }
    const attributes = new Map([...text!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]));
    for (const key of attributes.keys()) if (!rule.allowed.includes(key)) problems.push(`<${name}> has ${key}, which the XSD does not allow`);
    for (const key of rule.required) if (!attributes.has(key)) problems.push(`<${name}> lacks ${key}, which the XSD requires`);
    const time = attributes.get('time');
    if (time !== undefined && (name === 'testsuite' || name === 'testsuites') && !TIME.test(time))
      problems.push(`<${name}> time="${time}" is no SUREFIRE_TIME`);
  }
  return problems;
}

/** What keeps `xml` from validating against junit-10.xsd: by xmllint when it runs, else by its rules. */
export function junitProblems(xml: string): string[] {
  return hasXmllint() ? xsdProblems(xml) : attributeProblems(xml);
}
