// shownUrl: what an error message may quote of a URL it refuses. The client, the proxy and verify
// quote refused URLs by it (their own tests check their messages).
import { describe, expect, it } from 'vitest';
import { shownUrl } from '../../src/http/url-credentials.js';

describe('shownUrl', () => {
  it.each([
    ['htps://api.example.com/?api_key=SECRET', '"htps://api.example.com/…"'],
    ['api.example.com/v1?token=SECRET', '"api.example.com/v1…"'],
    ['https://host/#access_token=SECRET', '"https://host/…"'],
    ['user:SECRET@host', '"…@host"'],
    ['http://bob:SECRET@127.0.0.1:bad/', '"http://…@127.0.0.1:bad/"'],
    ['http://bob:SE/CRET@host/x', '"http://…@host/x"'],
    // Review 15 F1: a raw '#' or '?' in the password cut the text there, half of the password shown.
    ['https://ci-token:ghp_abcdef#x@api.example.com', '"https://…@api.example.com"'],
    ['https://deploy:12345?abc@h/', '"https://…@h/"'],
    ['https://u:p@h/path?x=SECRET', '"https://…@h/path…"'],
    ['localhost:4010', '"localhost:4010"'],
    ['not a url', '"not a url"'],
  ])('%s is quoted as %s', (text, shown) => {
    expect(shownUrl(text)).toBe(shown);
  });

  it('cuts long text, and escapes what JSON escapes', () => {
    expect(shownUrl('x'.repeat(500))).toBe(`"${'x'.repeat(120)}…"`);
    expect(shownUrl('a\u001b[31mb')).toBe('"a\\u001b[31mb"');
  });
});
