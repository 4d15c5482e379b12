// The configurations shipped in deploy/, read the one way both their schema test (npm test) and the
// multi-replica test (npm run test:scale) use them: haproxy.cfg as it is, its addresses from the
// environment; prometheus.yml with its targets, token file and interval replaced; kubernetes.yaml
// and validate-traffic-job.yaml as their objects.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { repoRoot } from '../helpers/bundle.js';

export const deployDir = join(repoRoot, 'deploy');
export const haproxyConfigFile = join(deployDir, 'haproxy.cfg');
export const prometheusConfigFile = join(deployDir, 'prometheus.yml');
export const kubernetesFile = join(deployDir, 'kubernetes.yaml');
export const validateTrafficJobFile = join(deployDir, 'validate-traffic-job.yaml');

/** The environment haproxy.cfg reads its addresses from. */
export function haproxyEnvironment(addresses: { listen: string; stats: string; proxies: readonly [string, string] }): Record<string, string> {
  return { LISTEN: addresses.listen, STATS: addresses.stats, PROXY1: addresses.proxies[0], PROXY2: addresses.proxies[1] };
}

export interface ScrapeConfig {
  job_name: string;
  metrics_path: string;
  authorization?: { type: string; credentials_file: string };
  static_configs: { targets: string[] }[];
}

export interface PrometheusConfig {
  global: { scrape_interval: string; scrape_timeout: string };
  scrape_configs: ScrapeConfig[];
}

export function readPrometheusConfig(): PrometheusConfig {
  return parse(readFileSync(prometheusConfigFile, 'utf8')) as PrometheusConfig;
}

/** prometheus.yml with only what differs per machine replaced: where the replicas are, the token file, how often. */
export function renderPrometheusConfig(options: { targets: string[]; tokenFile: string; interval: string; timeout: string }): string {
  const config = readPrometheusConfig();
  config.global.scrape_interval = options.interval;
  config.global.scrape_timeout = options.timeout;
  for (const job of config.scrape_configs) {
    job.static_configs = [{ targets: options.targets }];
    if (job.authorization !== undefined) job.authorization.credentials_file = options.tokenFile;
  }
  return stringify(config);
}

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec: Record<string, unknown>;
}

export function readKubernetesObjects(file = kubernetesFile): KubernetesObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS() as KubernetesObject;
  });
}
