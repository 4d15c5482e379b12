// The docs site's Content-Security-Policy, stated once: the docs server sends it as a header on its
// pages, and every page carries it as a <meta> too (scripts/docs.mjs and scripts/gaps.mjs write it;
// `docs --out` and the docs server write it again into a page they rewrite), so that a static host,
// or the folder opened from disk, enforces it as well. Each allowance below was found by loading the
// page in Chromium with `default-src 'none'` and reading the violations it reported
// (test/docs/csp-browser.test.ts loads it so and expects none).
//
// This module imports nothing but node:crypto: the generators, which run before any build, load it
// from src/ (scripts/lib/docs-policy.mjs).
import { createHash } from 'node:crypto';

/** Every directive but script-src, the page's own, and frame-ancestors, which only a header may state. */
const fixedDirectives: readonly string[] = [
  // Whatever is not named below is refused: no fetches, frames, objects, workers or media. The page
  // fetches nothing (its definition is inlined), so connect-src stays at 'none'.
  "default-src 'none'",
  // Redoc's styled-components write <style> elements while the page runs, and its markup carries
  // style attributes: neither can be hashed ahead of time. Without it, styled-components throws
  // (its error 17) and nothing renders.
  "style-src 'unsafe-inline'",
  // 'self' for favicon.ico; data: for the Redocly logo, which scripts/docs.mjs inlines as an SVG.
  "img-src 'self' data:",
  // Redoc's icon font is a data: WOFF inside its styles.
  'font-src data:',
  // Nothing may re-root the page's relative links or send a form anywhere.
  "base-uri 'none'",
  "form-action 'none'",
];

/**
 * Nothing may frame the served docs (clickjacking); X-Frame-Options would say less. A browser ignores
 * it in a <meta>, so only the header states it.
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

// As the HTML parser ends a script: at the first `</script` followed by a space, `/` or `>`.
const inlineScript = /<script\b[^>]*>([\s\S]*?)<\/script[\s/>]/gi;

/**
 * The page's scripts, each allowed by its hash. The page is self-contained (Redoc and its definition
 * are inline), so that it opens from disk: 'self' would allow none of them, and 'unsafe-inline'
 * would allow any script an attacker could inject.
 */
function scriptSources(html: string): string {
  const hashes = [...html.matchAll(inlineScript)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return hashes.length === 0 ? "script-src 'none'" : `script-src ${[...new Set(hashes)].join(' ')}`;
}

/** The policy a page carries in its <meta>: the fixed directives and its own scripts' hashes. */
export function pagePolicy(html: string): string {
  return [...fixedDirectives, scriptSources(html)].join('; ');
}

/** The policy the docs server sends with a page: the page's own, and who may frame it. */
export function headerPolicy(html: string): string {
  return `${pagePolicy(html)}; ${FRAME_ANCESTORS}`;
}

const policyMeta = /[ \t]*<meta http-equiv="Content-Security-Policy" content="([^"]*)">\n?/g;

/** The policy a page's <meta> states, or undefined when it has none (or more than one). */
export function metaPolicy(html: string): string | undefined {
  const found = [...html.matchAll(policyMeta)];
  return found.length === 1 ? found[0]?.[1] : undefined;
}

/**
 * The page with its <meta> stating its policy: put after the charset declaration (which must stay in
 * the first 1024 bytes), before any style or script it governs; replaced when there is one, as the
 * hashes change whenever a script does (docs-rebase.ts rewrites Redoc's definition).
 */
export function withPolicyMeta(html: string): string {
  const without = html.replace(policyMeta, '');
  const policy = pagePolicy(without);
  // The policy's quotes are single: it goes in a double-quoted attribute as it is.
  if (/["&<>]/.test(policy)) throw new Error(`the docs policy cannot be written in an attribute: ${policy}`);
  const anchor = /<meta charset="?[\w-]+"?\s*\/?>\n/i.exec(without) ?? /<head>\n/i.exec(without);
  if (anchor === null) throw new Error('the docs page has no <head> to put its policy in');
  const at = anchor.index + anchor[0].length;
  return `${without.slice(0, at)}  <meta http-equiv="Content-Security-Policy" content="${policy}">\n${without.slice(at)}`;
}

/**
 * What any answer that is no page may run, should a browser render it (a problem that quotes the path
 * asked for, a redirect, a JSON or YAML file opened in a tab): nothing.
 */
export const NOTHING_POLICY = `default-src 'none'; ${FRAME_ANCESTORS}`;

/** The headers the docs server adds to every answer: `policy` is the page's, for a page; any other answer gets NOTHING_POLICY. */
export function hardeningHeaders(policy: string = NOTHING_POLICY): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // The docs' links to other sites need not say which docs (or which mock's address) they came from.
    'referrer-policy': 'no-referrer',
    'content-security-policy': policy,
  };
}
