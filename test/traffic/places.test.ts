// One form for every place a report names: an exchange and an input error at the same line of a JSON
// Lines file are named alike, and `FILE:LINE` is the line an editor opens.
import { describe, expect, it } from 'vitest';
import { placeOf } from '../../src/traffic/format.js';
import { describePlace, exchangePlace } from '../../src/traffic/types.js';

describe('the place of an exchange', () => {
  it('is FILE:LINE in JSON Lines, whatever its index among the exchanges', () => {
    // The third line, the second exchange (a blank line or an input error before it).
    expect(exchangePlace({ file: 'a.jsonl', index: 1, line: 3 })).toBe('a.jsonl:3 (line 3)');
    expect(exchangePlace({ file: 'a.jsonl', index: 1, line: 3 })).toBe(`a.jsonl${describePlace({ line: 3 })}`);
  });

  it('is the entry of log.entries in a HAR, as an unreadable entry is named', () => {
    expect(exchangePlace({ file: 's.har', index: 4 })).toBe('s.har (entries[4])');
    expect(exchangePlace({ file: 's.har', index: 4 })).toBe(`s.har${describePlace({ entry: 4 })}`);
  });

  it('has its file name escaped for a terminal in the report (placeOf), not in the data', () => {
    const file = 'evil\u001b[2J\nname.jsonl';
    expect(placeOf({ file, index: 0, line: 1 })).toBe('evil\\u001b[2J\\nname.jsonl:1 (line 1)');
    expect(exchangePlace({ file, index: 0, line: 1 })).toBe(`${file}:1 (line 1)`);
  });
});
