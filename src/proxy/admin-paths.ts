// The proxy's own endpoints' paths: a module of their own, so that the command's help and its
// start-up lines name them without loading the proxy (undici, pino, prom-client) first.

export const OWN_PREFIX = '/__contract/';
export const STATS_PATH = '/__contract/stats';
export const METRICS_PATH = '/__contract/metrics';
export const HEALTH_PATH = '/__contract/health';
