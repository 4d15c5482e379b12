// Deep nesting: a triggerEvent body of 500,000 nested arrays (1 MB) against a flat body of the same
// size, both handed over as JSON text and as bytes, as the proxy does. The deep body is refused by
// the scan before JSON.parse; JSON.parse of each body alone shows what that scan saves.

const LEVELS = 500_000;

function bodies() {
  const head = '{"name":"order-shipped","to":"user-1","payload":{"items":';
  const tail = '}}';
  const deep = `${head}${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}${tail}`;
  const flatItems = `[${'1,'.repeat((deep.length - head.length - tail.length - 3) / 2)}1]`;
  const flat = `${head}${flatItems}${tail}`;
  if (Math.abs(flat.length - deep.length) > 2) throw new Error(`bodies differ in size: ${flat.length} and ${deep.length}`);
  return { deep, flat };
}

/** Median CPU milliseconds of `runs` calls, after one warm-up. */
function cpuMs(fn, runs) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export async function runNestingBench({ runs = 15 } = {}) {
  console.log('deep nesting: 500,000 nested arrays against a flat body of the same size…');
  const { validateRequest } = await import('../dist/validator/index.js');
  const { deep, flat } = bodies();
  const encoder = new TextEncoder();
  const request = (body) => ({ method: 'POST', path: '/v1/events/trigger', headers: { authorization: 'ApiKey k', 'content-type': 'application/json' }, body });
  const check = (body, expectValid) => {
    const result = validateRequest(request(body));
    if (result.valid !== expectValid) throw new Error(`nesting bench: unexpected verdict ${JSON.stringify(result.issues)}`);
  };
  check(flat, true);
  check(deep, false);
  const rows = [];
  for (const [label, flatBody, deepBody] of [
    ['JSON text', flat, deep],
    ['bytes', encoder.encode(flat), encoder.encode(deep)],
  ]) {
    const flatMs = cpuMs(() => check(flatBody, true), runs);
    const deepMs = cpuMs(() => check(deepBody, false), runs);
    rows.push({ label, flatMs, deepMs });
  }
  const parseFlat = cpuMs(() => JSON.parse(flat), runs);
  const parseDeep = cpuMs(() => JSON.parse(deep), Math.max(3, Math.floor(runs / 3)));
  const worst = Math.max(...rows.map((row) => row.deepMs / row.flatMs));
  const fmt = (ms) => (ms >= 1 ? ms.toFixed(1) : ms.toFixed(3));
  const lines = [
    '## Deep nesting: a body of 500,000 nested arrays',
    '',
    `A triggerEvent body whose payload holds 500,000 nested arrays (${(deep.length / 1e6).toFixed(2)} MB), against one whose payload holds a flat array of the same size; validateRequest with the default limits, median CPU time of ${runs} calls.`,
    'The deep body is refused by the scan that bounds nesting before JSON.parse runs, after reading its first few hundred bytes.',
    '',
    '| Body handed over as | flat body | deep body | deep ÷ flat |',
    '|---|---:|---:|---:|',
    ...rows.map((row) => `| ${row.label} | ${fmt(row.flatMs)} ms | ${fmt(row.deepMs)} ms | ${(row.deepMs / row.flatMs).toFixed(3)}× |`),
    `| JSON.parse alone, for comparison | ${fmt(parseFlat)} ms | ${fmt(parseDeep)} ms | ${(parseDeep / parseFlat).toFixed(1)}× |`,
    '',
    `Target: the deep body costs no more than twice the flat one: ${worst <= 2 ? 'met' : '**not met**'} (${worst.toFixed(3)}× at most).`,
  ];
  return { markdown: lines.join('\n'), worst };
}
