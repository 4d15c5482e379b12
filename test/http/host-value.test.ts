// Review 19 F3: the grammar of a Host value (RFC 9112 §3.2: uri-host [":" port], RFC 3986 §3.2.2-3),
// which the mock and the proxy refuse with a 400 when a value is outside it (head-problem.ts).
import { describe, expect, it } from 'vitest';
import { isHostValue, isIpv6 } from '../../src/http/index.js';

describe('isHostValue', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.1:4010', true],
    ['notification_api:8080', true],
    ['localhost.', true],
    ['xn--bcher-kva.example', true],
    ['b%C3%BCcher.example', true],
    ["a!$&'()*+,;=~-.b", true],
    ['', true],
    ['h:', true],
    ['[::1]', true],
    ['[::1]:4010', true],
    ['[2001:db8::ff00:42:8329]:443', true],
    ['[::ffff:192.0.2.1]', true],
    ['[v1.fe80::a+en1]', true],
    ['  127.0.0.1\t', true],
    ['ci:pw@127.0.0.1', false],
    ['ci@127.0.0.1', false],
    ['@127.0.0.1', false],
    ['a b', false],
    ['h:80:80', false],
    ['h:x', false],
    ['h:-1', false],
    ['b%zzcher', false],
    ['b%C', false],
    ['bücher.example', false],
    ['h/path', false],
    ['h?q', false],
    ['h#f', false],
    ['h\\x', false],
    ['[::1', false],
    ['::1', false],
    ['[::1]x', false],
    ['[127.0.0.1]', false],
    ['[1::2::3]', false],
    ['[v1.]', false],
    ['[fe80::1%25en0]', false],
    ['h"', false],
    ['a\u0001b', false],
  ])('%j: %s', (value, valid) => {
    expect(isHostValue(value)).toBe(valid);
  });
});

describe('isIpv6', () => {
  it.each([
    ['1:2:3:4:5:6:7:8', true],
    ['::', true],
    ['1::', true],
    ['::8', true],
    ['1:2:3:4:5:6:7::', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['::1.2.3.4', true],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7:8::', false],
    ['12345::', false],
    ['::1.2.3.256', false],
    ['::1.2.3', false],
    ['1.2.3.4::', false],
    ['::01.2.3.4', false],
    ['g::', false],
  ])('%s: %s', (text, valid) => {
    expect(isIpv6(text)).toBe(valid);
  });
});
