// The forms of a secret that are not spelled character by character: the hex and base64 of its
// bytes, and its UTF-16 code units read as single bytes. Each form of a prefix of the secret is a
// prefix of the secret's form, so that a matcher finds a form by its head (secret-forms.ts).
// Runtime-neutral (btoa, TextEncoder).
import { hex2, utf8 } from './secret-spellings.js';

/** The characters of base64 that only the secret's bytes decide, when it starts `offset` bytes into the encoded text. */
function base64Core(secret: Uint8Array, offset: number): string {
  const padded = new Uint8Array(offset + secret.length);
  padded.set(secret, offset);
  let binary = '';
  for (const byte of padded) binary += String.fromCharCode(byte);
  const encoded = btoa(binary);
  const first = Math.ceil((8 * offset) / 6);
  const last = Math.floor((8 * (offset + secret.length)) / 6);
  return encoded.slice(first, last);
}

/** A text of characters below U+0100 as the bytes they are. */
const singleBytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

/**
 * The forms not spelled character by character, each with how many of its first characters spell
 * a URL scheme of `scheme` characters: hex, UTF-16 (little- and big-endian, as single bytes, in
 * hex and in base64), and base64 at each alignment, whose characters mix the scheme's bits with the
 * next ones, so that none is the scheme's alone. Each form of a prefix of the secret is a prefix of the secret's form: a head needs no more.
 */
export function literalForms(secret: string, scheme = 0): LiteralForm[] {
  const forms = byteForms(utf8.encode(secret), scheme);
  let littleEndian = '';
  let bigEndian = '';
  for (let i = 0; i < secret.length; i += 1) {
    const unit = secret.charCodeAt(i);
    littleEndian += String.fromCharCode(unit & 0xff, unit >>> 8);
    bigEndian += String.fromCharCode(unit >>> 8, unit & 0xff);
  }
  forms.push({ text: littleEndian, scheme: 2 * scheme }, { text: bigEndian, scheme: 2 * scheme });
  // Those bytes in hex and base64: what .NET writes of Encoding.Unicode's bytes, PowerShell's
  // -EncodedCommand takes, and a JWT or a log line may carry (review 21, I10). Before the Latin-1
  // forms, which a prefix of the secret may have and the whole not: a head's forms and the whole's
  // must line up by index.
  forms.push(...byteForms(singleBytes(littleEndian), 2 * scheme), ...byteForms(singleBytes(bigEndian), 2 * scheme));
  // Sent in a header, a secret of Latin-1 characters beyond ASCII travels as those bytes (isLatin1High).
  let latin1 = true;
  let beyondAscii = false;
  for (let i = 0; i < secret.length; i += 1) {
    const unit = secret.charCodeAt(i);
    if (unit > 0xff) latin1 = false;
    else if (unit >= 0x80) beyondAscii = true;
  }
  if (latin1 && beyondAscii) forms.push(...byteForms(singleBytes(secret), scheme));
  return forms;
}

/** A literal form; `base64`: standard base64, whose `+` and `/` a URL carries percent-encoded. */
export type LiteralForm = { readonly text: string; readonly scheme: number; readonly base64?: true };

/** Hex, and base64 and base64url at each alignment, of a secret's bytes. */
function byteForms(bytes: Uint8Array, scheme: number): LiteralForm[] {
  let hex = '';
  for (const byte of bytes) hex += hex2(byte);
  const forms: LiteralForm[] = [{ text: hex, scheme: 2 * scheme }];
  for (let offset = 0; offset < 3; offset += 1) {
    const core = base64Core(bytes, offset);
    forms.push({ text: core, scheme: 0, base64: true }, { text: core.replaceAll('+', '-').replaceAll('/', '_'), scheme: 0 });
  }
  return forms;
}
