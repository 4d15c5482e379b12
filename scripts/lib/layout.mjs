// The spec's file layout, stated once: the bundler, the gap list and the layout test all follow it.

/**
 * The file under openapi/paths/ that holds a path item: the segments joined by `_`, each path
 * parameter `{name}` written `@name`. Braces are not allowed in a URI reference, and Redocly does
 * not decode a percent-encoded `$ref` (Redocly/redocly-cli#1086), so the file names carry none:
 * `/v2/topics/{topicKey}/subscriptions` lives in `v2_topics_@topicKey_subscriptions.yaml`.
 */
export function pathFileName(path) {
  return `${path
    .slice(1)
    .replace(/\{([^}/]+)\}/g, '@$1')
    .replaceAll('/', '_')}.yaml`;
}
