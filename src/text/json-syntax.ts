// Where a JSON text first goes wrong. V8's JSON.parse messages give a position for some errors and
// not for others ("Unexpected token 'x', ... is not valid JSON"), their wording changes between
// Node versions, and they quote the text they could not read: a credential in a body that is not
// JSON reached logs and answers that way. So a failed parse is scanned again here, and this message,
// which names one character at most, is the one every part prints: a grammar check that builds
// nothing, run only on text that JSON.parse refused. Iterative, so any nesting depth is fine.

export interface JsonSyntaxError {
  /** Offset (UTF-16 code units) of the first character that cannot be there; the text's length for a premature end. */
  position: number;
  message: string;
}

const isWhitespace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isHex = (code: number) => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  skipWhitespace(): void {
    while (this.pos < this.text.length && isWhitespace(this.text.charCodeAt(this.pos))) this.pos += 1;
  }

  fail(message: string): JsonSyntaxError {
    if (this.pos >= this.text.length) return { position: this.text.length, message: 'unexpected end of the input' };
    const found = this.text.charAt(this.pos);
    const shown = found >= ' ' && found <= '~' ? `'${found}'` : JSON.stringify(found);
    return { position: this.pos, message: `${message}, found ${shown}` };
  }

  /** A string starting at pos (a '"'); undefined when it is well formed. */
  string(): JsonSyntaxError | undefined {
    const { text } = this;
    this.pos += 1;
    while (this.pos < text.length) {
      const code = text.charCodeAt(this.pos);
      if (code === 0x22) {
        this.pos += 1;
        return undefined;
      }
      if (code < 0x20) return this.fail('control character in a string');
      if (code === 0x5c) {
        const escaped = text.charAt(this.pos + 1);
        if (escaped === 'u') {
          for (let i = 2; i < 6; i += 1) {
            if (!isHex(text.charCodeAt(this.pos + i))) {
              this.pos += i;
              return this.fail('expected a hexadecimal digit in a \\u escape');
            }
          }
          this.pos += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escaped) || escaped === '') {
          this.pos += 1;
          return this.fail('invalid escape in a string');
        }
        this.pos += 2;
        continue;
      }
      this.pos += 1;
    }
    return this.fail('unterminated string');
  }

  number(): JsonSyntaxError | undefined {
    const { text } = this;
    if (text.charCodeAt(this.pos) === 0x2d) this.pos += 1;
    if (text.charCodeAt(this.pos) === 0x30) this.pos += 1;
    else if (isDigit(text.charCodeAt(this.pos))) while (isDigit(text.charCodeAt(this.pos))) this.pos += 1;
    else return this.fail('expected a digit');
    if (text.charCodeAt(this.pos) === 0x2e) {
      this.pos += 1;
      if (!isDigit(text.charCodeAt(this.pos))) return this.fail('expected a digit after the decimal point');
      while (isDigit(text.charCodeAt(this.pos))) this.pos += 1;
    }
    const e = text.charCodeAt(this.pos);
    if (e === 0x65 || e === 0x45) {
      this.pos += 1;
      const sign = text.charCodeAt(this.pos);
      if (sign === 0x2b || sign === 0x2d) this.pos += 1;
      if (!isDigit(text.charCodeAt(this.pos))) return this.fail('expected a digit in the exponent');
      while (isDigit(text.charCodeAt(this.pos))) this.pos += 1;
    }
    return undefined;
  }

  literal(word: string): JsonSyntaxError | undefined {
    for (let i = 0; i < word.length; i += 1) {
      if (this.text.charAt(this.pos) !== word.charAt(i)) return this.fail(`expected "${word}"`);
      this.pos += 1;
    }
    return undefined;
  }
}

/** Undefined when the text is valid JSON; otherwise where and why it is not. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const s = new Scanner(text);
  // Open containers: true for an object, false for an array.
  const open: boolean[] = [];
  for (;;) {
    // A value is expected here.
    s.skipWhitespace();
    const code = text.charCodeAt(s.pos);
    let error: JsonSyntaxError | undefined;
    let opened = false;
    if (code === 0x7b /* { */) {
      s.pos += 1;
      s.skipWhitespace();
      if (text.charCodeAt(s.pos) === 0x7d) s.pos += 1;
      else {
        open.push(true);
        opened = true;
      }
    } else if (code === 0x5b /* [ */) {
      s.pos += 1;
      s.skipWhitespace();
      if (text.charCodeAt(s.pos) === 0x5d) s.pos += 1;
      else {
        open.push(false);
        continue;
      }
    } else if (code === 0x22) error = s.string();
    else if (code === 0x2d || isDigit(code)) error = s.number();
    else if (code === 0x74) error = s.literal('true');
    else if (code === 0x66) error = s.literal('false');
    else if (code === 0x6e) error = s.literal('null');
    else return s.fail('expected a value');
    if (error !== undefined) return error;
    // A value ended (or an object opened and wants its first key): what may follow it.
    for (;;) {
      if (opened) {
        opened = false;
      } else {
        s.skipWhitespace();
        if (open.length === 0) return s.pos < text.length ? s.fail('unexpected text after the JSON value') : undefined;
        const isObject = open[open.length - 1]!;
        const next = text.charCodeAt(s.pos);
        if (next === (isObject ? 0x7d : 0x5d)) {
          s.pos += 1;
          open.pop();
          continue;
        }
        if (next !== 0x2c) return s.fail(isObject ? "expected ',' or '}' after a property value" : "expected ',' or ']' after an array element");
        s.pos += 1;
        if (!isObject) break;
        s.skipWhitespace();
      }
      // In an object: a key, a colon, then the value.
      if (text.charCodeAt(s.pos) !== 0x22) return s.fail('expected a double-quoted property name');
      const keyError = s.string();
      if (keyError !== undefined) return keyError;
      s.skipWhitespace();
      if (text.charCodeAt(s.pos) !== 0x3a) return s.fail("expected ':' after a property name");
      s.pos += 1;
      break;
    }
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: position - lineStart + 1 };
}
