// Issue 21: the configurations in deploy/ are the ones the multi-replica test runs, and the
// Kubernetes objects pass the Kubernetes and Prometheus Operator schemas (kubernetes-models'
// validators, compiled from the upstream OpenAPI and CRD schemas): no cluster runs here.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Service } from 'kubernetes-models/v1';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProxyArgs } from '../../src/cli/proxy.js';
import { HEALTH_PATH, METRICS_PATH } from '../../src/proxy/index.js';
import { repoRoot } from '../helpers/bundle.js';
import {
  haproxyConfigFile,
  haproxyEnvironment,
  type KubernetesObject,
  type PrometheusConfig,
  readKubernetesObjects,
  readPrometheusConfig,
  renderPrometheusConfig,
  validateTrafficJobFile,
} from './deploy-files.js';

/** Validates one object with the schema of its apiVersion and kind; throws with the schema's message. */
function validate(object: KubernetesObject): void {
  const key = `${object.apiVersion} ${object.kind}`;
  switch (key) {
    case 'apps/v1 Deployment':
      new Deployment(object as never).validate();
      return;
    case 'batch/v1 Job':
      new Job(object as never).validate();
      return;
    case 'v1 Service':
      new Service(object as never).validate();
      return;
    case 'monitoring.coreos.com/v1 ServiceMonitor':
      new ServiceMonitor(object as never).validate();
      return;
    default:
      throw new Error(`no schema for ${key}`);
  }
}

type Container = {
  name: string;
  command: string[];
  args: string[];
  volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[];
  ports: { name: string; containerPort: number }[];
  readinessProbe: { httpGet: { path: string; port: string } };
};
type PodTemplate = {
  metadata: { labels: Record<string, string> };
  spec: {
    terminationGracePeriodSeconds: number;
    containers: Container[];
    volumes: { name: string; secret: { secretName: string; items: { key: string; path: string }[] } }[];
  };
};

const objects = readKubernetesObjects();
const byKind = (kind: string) => {
  const found = objects.filter((object) => object.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('deploy/kubernetes.yaml', () => {
  it('holds a Deployment, a Service and a ServiceMonitor that pass their schemas', () => {
    expect(objects.map((object) => object.kind)).toEqual(['Deployment', 'Service', 'ServiceMonitor']);
    for (const object of objects) expect(() => validate(object)).not.toThrow();
  });

  it('is checked by schemas that refuse a broken object', () => {
    const deployment = byKind('Deployment');
    expect(() => validate({ ...deployment, spec: { ...deployment.spec, replicas: 'two' } })).toThrow(/replicas must be integer/);
    expect(() => validate({ ...deployment, spec: { ...deployment.spec, template: { spec: {} } } })).toThrow(/must have required property containers/);
    const monitor = byKind('ServiceMonitor');
    const endpoints = monitor.spec.endpoints as Record<string, unknown>[];
    expect(() => validate({ ...monitor, spec: { ...monitor.spec, endpoints: [{ ...endpoints[0], interval: 'every 15s' }] } })).toThrow(
      /interval must match pattern/,
    );
    expect(() => validate({ ...monitor, kind: 'PodMonitorr' })).toThrow(/no schema for monitoring.coreos.com\/v1 PodMonitorr/);
  });

  it('runs the proxy with arguments the CLI takes, ready on the health endpoint, with time to drain', () => {
    const template = byKind('Deployment').spec.template as PodTemplate;
    const [container] = template.spec.containers;
    expect(container!.command).toEqual(['notification-api-contract', 'proxy']);
    // The token file is where the Secret is mounted in the pod; here, a file with a token in it.
    const tokenFile = container!.args[container!.args.indexOf('--admin-token-file') + 1]!;
    const folder = mkdtempSync(join(tmpdir(), 'contract-token-'));
    const local = join(folder, 'token');
    writeFileSync(local, 'a-token-from-the-secret\n');
    const options = parseProxyArgs(
      container!.args.map((arg) => (arg === tokenFile ? local : arg)),
      {},
    );
    rmSync(folder, { recursive: true, force: true });
    if (options === 'help') throw new Error('the arguments ask for help');
    expect(options).toMatchObject({ host: '0.0.0.0', port: 4020, adminToken: 'a-token-from-the-secret' });
    const mount = container!.volumeMounts.find((volume) => tokenFile.startsWith(`${volume.mountPath}/`));
    expect(mount).toMatchObject({ readOnly: true });
    const secret = template.spec.volumes.find((volume) => volume.name === mount!.name)!.secret;
    expect(secret.items.map((item) => `${mount!.mountPath}/${item.path}`)).toEqual([tokenFile]);
    expect(container!.ports).toEqual([{ name: 'http', containerPort: options.port, protocol: 'TCP' }]);
    expect(container!.readinessProbe.httpGet).toEqual({ path: HEALTH_PATH, port: 'http' });
    expect(template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(options.drainGraceMs + options.responseTimeoutMs!);
    expect(options.drainGraceMs).toBeGreaterThan(0);
  });

  it('has a Service that selects the pods, and a ServiceMonitor that scrapes their metrics with the admin token', () => {
    const deployment = byKind('Deployment');
    const service = byKind('Service');
    const monitor = byKind('ServiceMonitor');
    const template = deployment.spec.template as PodTemplate;
    const container = template.spec.containers[0]!;
    const serviceSpec = service.spec as { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
    expect(template.metadata.labels).toMatchObject(serviceSpec.selector);
    expect(serviceSpec.ports.map((port) => port.targetPort)).toEqual([container.ports[0]!.name]);
    const monitorSpec = monitor.spec as {
      selector: { matchLabels: Record<string, string> };
      endpoints: { port: string; path: string; authorization: { type: string; credentials: { name: string; key: string } } }[];
    };
    expect(service.metadata.labels).toMatchObject(monitorSpec.selector.matchLabels);
    const [endpoint] = monitorSpec.endpoints;
    expect(endpoint).toMatchObject({ port: serviceSpec.ports[0]!.name, path: METRICS_PATH, authorization: { type: 'Bearer' } });
    const { secret } = template.spec.volumes.find((volume) => volume.name === container.volumeMounts[0]!.name)!;
    expect(endpoint!.authorization.credentials).toEqual({ name: secret.secretName, key: secret.items[0]!.key });
  });
});

describe('deploy/prometheus.yml and deploy/haproxy.cfg', () => {
  it('scrapes the metrics path with the admin token from a file, and renders with other targets only', () => {
    const config = readPrometheusConfig();
    expect(config.scrape_configs).toHaveLength(1);
    expect(config.scrape_configs[0]).toMatchObject({ metrics_path: METRICS_PATH, authorization: { type: 'Bearer' } });
    const rendered = parse(
      renderPrometheusConfig({ targets: ['127.0.0.1:1', '127.0.0.1:2'], tokenFile: '/tmp/token', interval: '500ms', timeout: '400ms' }),
    ) as PrometheusConfig;
    expect(rendered).toEqual({
      global: { scrape_interval: '500ms', scrape_timeout: '400ms' },
      scrape_configs: [
        {
          ...config.scrape_configs[0],
          authorization: { type: 'Bearer', credentials_file: '/tmp/token' },
          static_configs: [{ targets: ['127.0.0.1:1', '127.0.0.1:2'] }],
        },
      ],
    });
  });

  it('checks each replica on the health endpoint, and takes its addresses from the environment', () => {
    const lines = readFileSync(haproxyConfigFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toContain(`http-check send meth GET uri ${HEALTH_PATH}`);
    expect(lines).toContain('http-check expect status 200');
    // HAProxy's own syntax for a variable of the environment, "${NAME}".
    const variable = (name: string) => ['"$', '{', name, '}"'].join('');
    expect(lines.filter((line) => line.startsWith('server '))).toEqual([
      `server proxy1 ${variable('PROXY1')} check`,
      `server proxy2 ${variable('PROXY2')} check`,
    ]);
    expect(lines.filter((line) => line.startsWith('bind '))).toEqual([`bind ${variable('LISTEN')}`, `bind ${variable('STATS')}`]);
    // The very names the multi-replica test sets.
    expect(Object.keys(haproxyEnvironment({ listen: 'a', stats: 'b', proxies: ['c', 'd'] })).sort()).toEqual(['LISTEN', 'PROXY1', 'PROXY2', 'STATS']);
  });
});

describe('deploy/validate-traffic-job.yaml', () => {
  const [job] = readKubernetesObjects(validateTrafficJobFile);
  type JobContainer = { command: string[]; args: string[]; env: { name: string; value: string }[] };
  const container = (job!.spec.template as { spec: { containers: JobContainer[] } }).spec.containers[0]!;
  const work = mkdtempSync(join(tmpdir(), 'contract-job-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is one Indexed Job that passes the Kubernetes schema', () => {
    expect(readKubernetesObjects(validateTrafficJobFile)).toHaveLength(1);
    expect(job).toMatchObject({ kind: 'Job', spec: { completionMode: 'Indexed' } });
    expect(() => validate(job!)).not.toThrow();
    const shards = container.env.find((variable) => variable.name === 'SHARDS')!.value;
    expect(job!.spec).toMatchObject({ completions: Number(shards), parallelism: Number(shards) });
  });

  /** Runs the Job's script as pod `index` of `shards` would, with the package's CLI on PATH. */
  function runShard(traffic: string, reports: string, index: number, shards: number) {
    const bin = join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    const shim = join(bin, 'notification-api-contract');
    writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${join(repoRoot, 'dist', 'cli', 'main.js')}" "$@"\n`);
    chmodSync(shim, 0o755);
    expect(container.command).toEqual(['sh', '-c']);
    return spawnSync('sh', ['-c', container.args[0]!], {
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH}`, SHARDS: String(shards), TRAFFIC_DIR: traffic, REPORTS_DIR: reports, JOB_COMPLETION_INDEX: String(index) },
    });
  }

  it('splits the files among the shards, and the merge of their reports counts what one run over all of them counts', () => {
    const traffic = join(work, 'traffic');
    const reports = join(work, 'reports');
    mkdirSync(traffic);
    mkdirSync(reports);
    const fixtures = join(repoRoot, 'test', 'traffic', 'fixtures');
    for (const [from, to] of [
      ['session.har', 'a.har'],
      ['valid.har', 'b.har'],
      ['exchanges.jsonl', 'c.jsonl'],
      ['session.har', 'd.har'],
      ['valid.har', 'e.har'],
    ])
      copyFileSync(join(fixtures, from!), join(traffic, to!));
    for (let index = 0; index < 3; index += 1) {
      const shard = runShard(traffic, reports, index, 3);
      expect({ status: shard.status, stderr: shard.stderr }).toEqual({ status: 0, stderr: '' });
    }
    expect(readdirSync(reports).sort()).toEqual(['shard-0.json', 'shard-1.json', 'shard-2.json']);
    const files = (name: string) => (JSON.parse(readFileSync(join(reports, name), 'utf8')) as { files: string[] }).files;
    expect([files('shard-0.json'), files('shard-1.json'), files('shard-2.json')]).toEqual([['a.har', 'd.har'], ['b.har', 'e.har'], ['c.jsonl']]);

    const cli = (args: string[]) =>
      spawnSync(process.execPath, [join(repoRoot, 'dist', 'cli', 'main.js'), 'validate-traffic', ...args], { cwd: traffic, encoding: 'utf8' });
    const merged = cli(['--merge', ...['shard-0.json', 'shard-1.json', 'shard-2.json'].map((name) => join(reports, name)), '--json']);
    const whole = cli(['a.har', 'b.har', 'c.jsonl', 'd.har', 'e.har', '--json']);
    expect(merged.status).toBe(whole.status);
    // The shards read the files in another order than one run does: the lists are compared in one order.
    type Listed = { file: string; index: number };
    type Report = { files: string[]; violationList: Listed[]; unmatchedExchanges: Listed[] } & Record<string, unknown>;
    const byPlace = (list: Listed[]) => [...list].sort((a, b) => a.file.localeCompare(b.file) || a.index - b.index);
    const inOrder = (report: Report) => ({
      ...report,
      files: [...report.files].sort(),
      violationList: byPlace(report.violationList),
      unmatchedExchanges: byPlace(report.unmatchedExchanges),
    });
    expect(inOrder(JSON.parse(merged.stdout) as Report)).toEqual(inOrder(JSON.parse(whole.stdout) as Report));
  });

  it('fails the pod only on input it cannot read', () => {
    const traffic = join(work, 'broken');
    const reports = join(work, 'broken-reports');
    mkdirSync(traffic);
    mkdirSync(reports);
    copyFileSync(join(repoRoot, 'test', 'traffic', 'fixtures', 'broken.jsonl'), join(traffic, 'a.jsonl'));
    expect(runShard(traffic, reports, 0, 1).status).toBe(2);
    expect(runShard(traffic, reports, 1, 2)).toMatchObject({ status: 0, stdout: 'shard 1 of 2: no file\n' });
  });
});
