// src/cli/args.ts: the typed parsers every command shares, here the port and the seed (issue 17
// item 4), with the one usage-error style: `--option must be <what>, got "<value as JSON>"`.
import { describe, expect, it } from 'vitest';
import { parseHostOption, parsePortOption, parseSeedOption } from '../../src/cli/args.js';
import { UsageError } from '../../src/cli/errors.js';

describe('parsePortOption', () => {
  it.each([
    ['0', 0],
    ['4010', 4010],
    ['65535', 65535],
    [' 8080 ', 8080],
  ])('reads %j as %d', (text, port) => {
    expect(parsePortOption(text)).toBe(port);
  });

  it.each(['', 'abc', '-1', '+80', '1e3', '0x10', '80.0', '65536', '99999999999999999', '８０'])('refuses %j with one usage error', (text) => {
    expect(() => parsePortOption(text, '--docs-port')).toThrow(UsageError);
    expect(() => parsePortOption(text, '--docs-port')).toThrow(`--docs-port must be a port number from 0 to 65535, got ${JSON.stringify(text)}`);
  });

  it('escapes control characters in the value it quotes', () => {
    expect(() => parsePortOption('80\u001b[2J')).toThrow('--port must be a port number from 0 to 65535, got "80\\\\u001b[2J"');
  });
});

describe('parseSeedOption', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['4294967295', 4294967295],
  ])('reads %j as %d', (text, seed) => {
    expect(parseSeedOption(text)).toBe(seed);
  });

  it.each(['-1', '1.5', '4294967296', 'abc', ''])('refuses %j', (text) => {
    expect(() => parseSeedOption(text)).toThrow(`--seed must be a whole number from 0 to 4294967295, got ${JSON.stringify(text)}`);
  });
});

describe('parseHostOption', () => {
  it.each([
    ['api.example.com', 'api.example.com'],
    ['API.Example.com:8443', 'api.example.com:8443'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['Bücher.example:8080', 'xn--bcher-kva.example:8080'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['BÜCHER.example.', 'xn--bcher-kva.example'],
    ['XN--BCHER-KVA.example:443', 'xn--bcher-kva.example:443'],
    ['api.example.com:08443', 'api.example.com:8443'],
    ['api.example.com:1', 'api.example.com:1'],
    ['api.example.com:65535', 'api.example.com:65535'],
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['[::1]:4010', '[::1]:4010'],
    ['[::1]', '[::1]'],
    [`${'a'.repeat(63)}.example`, `${'a'.repeat(63)}.example`],
    [
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example.`,
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`,
    ],
  ])('reads %j as %j, the form a Host header carries (review 15 F12)', (text, host) => {
    expect(parseHostOption(text)).toBe(host);
  });

  it.each([
    '',
    'a b',
    'bü cher.example',
    'xn--a.example\u0000',
    '\u00ad',
    // Characters no host name holds, which domainToASCII would cut the name at or decode (review 16 b).
    'api.example.com/ü',
    'bücher.example/evil.com:8443',
    'bücher.example?x',
    'bücher.example#x',
    'bücher.example\\evil.com',
    'user@bücher.example',
    'b%C3%BCcher.example',
    'bücher.example\u3000',
    // Ports out of range, hyphens at a label's edge, a label that is no punycode (review 16 c).
    'api.example.com:0',
    'api.example.com:99999',
    'bücher.example:65536',
    'ü-.example',
    '-ü.example',
    'xn--zz.example',
    'xn--bcher-kva-.example',
  ])('refuses %j with one usage error', (text) => {
    expect(() => parseHostOption(text)).toThrow(UsageError);
    expect(() => parseHostOption(text)).toThrow(
      `--host must be a host name, with an optional port (api.example.com, api.example.com:8443), got ${JSON.stringify(text).replaceAll('\\u0000', '\\\\u0000')}`,
    );
  });

  it.each([
    ['a label of 64 octets', `${'a'.repeat(64)}.example`],
    ['a label of 66 octets once converted, of 60 letters', `${'ü'.repeat(60)}.example`],
    ['a control character past ASCII (NEL)', 'bücher.example\u0085'],
    ['a name of 254 octets', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(54)}.example`],
  ])('refuses %s (review 16 c)', (_, text) => {
    expect(() => parseHostOption(text)).toThrow(UsageError);
    expect(() => parseHostOption(text)).toThrow(/^--host must be a host name, with an optional port/);
  });
});
