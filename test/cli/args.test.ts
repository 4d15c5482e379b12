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
    expect(() => parsePortOption('80\u001b[2J')).toThrow('--port must be a port number from 0 to 65535, got "80\\u001b[2J"');
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
    // What the URL parser takes for a host, as a client would have sent it (review 17 F10): a
    // docker-compose service name, a percent-encoded name, a hyphen at a label's edge, an empty port.
    ['notification_api:8080', 'notification_api:8080'],
    ['Notification_API', 'notification_api'],
    ['b%C3%BCcher.example', 'xn--bcher-kva.example'],
    ['ü-.example', 'xn----dha.example'],
    ['-ü.example', 'xn----eha.example'],
    ['api.example.com:', 'api.example.com'],
    ['[0:0:0:0:0:0:0:1]:4010', '[::1]:4010'],
  ])('reads %j as %j, the form a Host header carries (review 15 F12)', (text, host) => {
    expect(parseHostOption(text)).toBe(host);
  });

  it.each([
    '',
    'a b',
    'bü cher.example',
    'xn--a.example\u0000',
    '\u00ad',
    // Characters the URL parser ends a host at, or reads as more than a host (review 16 b).
    'api.example.com/ü',
    'bücher.example/evil.com:8443',
    'bücher.example?x',
    'bücher.example#x',
    'bücher.example\\evil.com',
    'user@bücher.example',
    'bücher.example\u3000',
    'api.example.com%2Fevil.example',
    // Ports out of range, hyphens at a label's edge, a label that is no punycode (review 16 c).
    'api.example.com:0',
    'api.example.com:99999',
    'bücher.example:65536',
    // An empty label, which no DNS lookup takes: only one trailing dot is the root's (review 17 F10).
    'api.example.com..',
    'api..example.com',
    '.',
    // A port given twice.
    '[::1]:80:90',
    'api.example.com::80',
  ])('refuses %j with one usage error', (text) => {
    expect(() => parseHostOption(text)).toThrow(UsageError);
    expect(() => parseHostOption(text)).toThrow(
      `--host must be a host name, with an optional port (api.example.com, api.example.com:8443), got "${text.replaceAll('\u0000', '\\u0000').replaceAll('\u00ad', '\\u00ad')}"`,
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

  // Review 17 F10: the URL parser reads these as IPv4 addresses (4010 is 0.0.15.170), which a user
  // who typed them hardly meant; an IPv6 address without its brackets.
  it.each([
    ['4010', 'a port alone is no host: give localhost:4010 or 127.0.0.1:4010'],
    [':4010', 'a port alone is no host: give localhost:4010 or 127.0.0.1:4010'],
    ['127.1', 'it reads as the IPv4 address 127.0.0.1: give 127.0.0.1 if that is the host'],
    ['1.2', 'it reads as the IPv4 address 1.0.0.2: give 1.0.0.2 if that is the host'],
    ['0x7f.0.0.1:8080', 'it reads as the IPv4 address 127.0.0.1: give 127.0.0.1 if that is the host'],
    ['010.0.0.1', 'it reads as the IPv4 address 8.0.0.1: give 8.0.0.1 if that is the host'],
    ['99999', 'it reads as the IPv4 address 0.1.134.159: give 0.1.134.159 if that is the host'],
    ['0', 'it reads as the IPv4 address 0.0.0.0: give 0.0.0.0 if that is the host'],
    ['::1', 'an IPv6 address goes in brackets ([::1], or [::1]:8443 with a port)'],
    ['fe80::1', 'an IPv6 address goes in brackets ([fe80::1], or [fe80::1]:8443 with a port)'],
  ])('refuses %j, saying why: %s', (text, why) => {
    expect(() => parseHostOption(text)).toThrow(UsageError);
    expect(() => parseHostOption(text)).toThrow(
      `--host must be a host name, with an optional port (api.example.com, api.example.com:8443), got ${JSON.stringify(text)}: ${why}`,
    );
  });

  it.each(['127.0.0.1', '1.2.3.4.', '0.0.15.170:4010', '255.255.255.255'])('takes %j, an IPv4 address written in full', (text) => {
    expect(parseHostOption(text)).toBe(text.replace(/\.$/, ''));
  });
});
