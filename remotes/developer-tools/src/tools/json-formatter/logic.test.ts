import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  describeJsonError,
  errorExcerpt,
  formatBytes,
  formatJson,
  lineColumn,
  parseIndent,
  parseMode,
  positionFromEngineMessage,
  scanJsonError,
  sortKeysDeep,
  utf8Length,
  type FormatOptions,
} from './logic';

const pretty2: FormatOptions = { indent: '2', sortKeys: false, mode: 'format' };

describe('formatJson', () => {
  it.each([
    ['{"a":1,"b":[1,2]}', pretty2, '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}'],
    ['{"a":1}', { ...pretty2, indent: '4' }, '{\n    "a": 1\n}'],
    ['{"a":1}', { ...pretty2, indent: 'tab' }, '{\n\t"a": 1\n}'],
    ['{ "b": 1,\n "a": { "d": 1, "c": 2 } }', { ...pretty2, mode: 'minify' }, '{"b":1,"a":{"d":1,"c":2}}'],
    ['{"b":1,"a":{"d":1,"c":[{"z":0,"y":0}]}}', { ...pretty2, mode: 'minify', sortKeys: true }, '{"a":{"c":[{"y":0,"z":0}],"d":1},"b":1}'],
    ['  "text"  ', pretty2, '"text"'],
    ['[]', pretty2, '[]'],
    ['\uFEFF{"bom":true}', { ...pretty2, mode: 'minify' }, '{"bom":true}'],
    ['"h\\u00e9llo 😀"', pretty2, '"héllo 😀"'],
  ])('formats %j', (input, options, expected) => {
    const result = formatJson(input, options as FormatOptions);
    expect(result).toMatchObject({ ok: true, output: expected });
  });

  it.each([
    ['', 1, 1],
    ['{"a":}', 1, 6],
    ['{"a":1,}', 1, 7],
    ['[1,\n2 3]', 2, 3],
    ["{'a':1}", 1, 2],
    ['{"a":1}\n{"b":2}', 2, 1],
    ['\uFEFF{"a" 1}', 1, 6],
  ])('reports %j as invalid at line %i, column %i', (input, line, column) => {
    const result = formatJson(input, pretty2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect({ line: result.error.line, column: result.error.column }).toEqual({ line, column });
  });

  it('summarises the top-level value', () => {
    expect(formatJson('{"a":1,"b":2}', pretty2)).toMatchObject({ summary: 'object with 2 keys' });
    expect(formatJson('[1]', pretty2)).toMatchObject({ summary: 'array with 1 item' });
    expect(formatJson('null', pretty2)).toMatchObject({ summary: 'null' });
  });

  it('round-trips any JSON value through format and parse', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('2', '4', 'tab'),
        fc.constantFrom('format', 'minify'),
        fc.boolean(),
        (value, indent, mode, sortKeys) => {
          const result = formatJson(JSON.stringify(value), { indent, mode, sortKeys } as FormatOptions);
          expect(result.ok).toBe(true);
          if (result.ok) expect(JSON.parse(result.output)).toEqual(JSON.parse(JSON.stringify(value)));
        },
      ),
    );
  });

  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = formatJson(JSON.stringify(value), pretty2);
        if (!once.ok) throw new Error('valid JSON rejected');
        expect(formatJson(once.output, pretty2)).toMatchObject({ ok: true, output: once.output });
      }),
    );
  });
});

describe('sortKeysDeep', () => {
  it('keeps "__proto__" as an ordinary key', () => {
    const sorted = sortKeysDeep(JSON.parse('{"z":1,"__proto__":{"x":1}}')) as Record<string, unknown>;
    expect(Object.keys(sorted)).toEqual(['__proto__', 'z']);
    expect(Object.getPrototypeOf(sorted)).toBe(Object.prototype);
  });

  it('orders keys at every depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const check = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(check);
          if (node === null || typeof node !== 'object') return;
          const keys = Object.keys(node).filter((key) => !/^(0|[1-9]\d*)$/.test(key));
          expect(keys).toEqual([...keys].sort());
          Object.values(node).forEach(check);
        };
        check(sortKeysDeep(value));
      }),
    );
  });
});

describe('scanJsonError', () => {
  it.each([
    ['{"a":1}', null],
    ['[1, 2.5e-3, -0, true, false, null, "x\\n\\u00e9"]', null],
    ['', { offset: 0, reason: 'Unexpected end of input; expected a value.' }],
    ['{"a":1,}', { offset: 6, reason: 'Trailing commas are not allowed.' }],
    ['[1,2,]', { offset: 4, reason: 'Trailing commas are not allowed.' }],
    ['{a:1}', { offset: 1, reason: "Unexpected word 'a'; expected a property name in double quotes." }],
    ["['x']", { offset: 1, reason: 'Single quotes are not valid JSON; use double quotes.' }],
    ['[1 // one\n]', { offset: 3, reason: 'Comments are not allowed in JSON.' }],
    ['[01]', { offset: 1, reason: 'Numbers cannot have leading zeros.' }],
    ['[1.]', { offset: 3, reason: 'Expected a digit after the decimal point.' }],
    ['[-]', { offset: 2, reason: "Expected a digit after '-'." }],
    ['[1e]', { offset: 3, reason: 'Expected a digit in the exponent.' }],
    ['"abc', { offset: 0, reason: 'This string is never closed; add the missing ".' }],
    ['"a\\x"', { offset: 2, reason: "Invalid escape '\\x' in string." }],
    ['"\\u12"', { offset: 1, reason: 'A \\u escape needs exactly four hex digits.' }],
    ['"a\nb"', { offset: 2, reason: 'A raw line break is not allowed inside a string; escape it.' }],
    ['{"a" 1}', { offset: 5, reason: "Unexpected '1'; expected ':' after the property name." }],
    ['[1 2]', { offset: 3, reason: "Unexpected '2'; expected ',' or ']' after the array item." }],
    ['{"a":1', { offset: 6, reason: "Unexpected end of input; expected ',' or '}' after the property value." }],
    ['1 2', { offset: 2, reason: "Unexpected '2'; expected the end of the document (only one top-level value is allowed)." }],
    ['undefined', { offset: 0, reason: "Unexpected word 'undefined'; expected a value." }],
    ['[NaN]', { offset: 1, reason: "Unexpected word 'NaN'; expected a value." }],
  ])('scans %j', (input, expected) => {
    expect(scanJsonError(input)).toEqual(expected);
  });

  it('survives very deep nesting', () => {
    expect(scanJsonError('['.repeat(100_000))).toMatchObject({ offset: 100_000 });
    expect(scanJsonError('['.repeat(50_000) + ']'.repeat(50_000))).toBeNull();
  });

  it('agrees with JSON.parse on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((json) => json.slice(0, -1)), fc.json()), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(scanJsonError(text) === null).toBe(parses);
      }),
    );
  });
});

describe('positionFromEngineMessage', () => {
  const text = '{\n  "a": 1,\n}';
  it.each([
    ['Unexpected token } in JSON at position 12', 12],
    ["Expected double-quoted property name in JSON at position 12 (line 3 column 1)", 12],
    ['JSON.parse: expected double-quoted property name at line 3 column 1 of the JSON data', 12],
    ['JSON.parse: unexpected character at line 1 column 2 of the JSON data', 1],
    ['JSON Parse error: Expected \'}\'', undefined],
    ["Unexpected token '}', \"{\"a\":}\" is not valid JSON", undefined],
    ['at line 9 column 1', undefined],
  ])('reads %j', (message, expected) => {
    expect(positionFromEngineMessage(message, text)).toBe(expected);
  });
});

describe('describeJsonError', () => {
  it('locates errors itself when the engine gives no position', () => {
    expect(describeJsonError('{"a":}', 'JSON Parse error: Unexpected token }')).toEqual({
      offset: 5,
      line: 1,
      column: 6,
      reason: "Unexpected '}'; expected a value.",
    });
  });

  it('falls back to the engine when the scan finds nothing', () => {
    expect(describeJsonError('[1]', 'JSON.parse: Maximum nesting exceeded at line 1 column 2 of the JSON data')).toEqual({
      offset: 1,
      line: 1,
      column: 2,
      reason: 'Maximum nesting exceeded.',
    });
    expect(describeJsonError('[1]', 'Something odd')).toMatchObject({ offset: 3, reason: 'Something odd.' });
  });
});

describe('lineColumn', () => {
  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 3, 2, 2],
    ['a\r\nb', 3, 2, 1],
    ['😀x', 2, 1, 2],
    ['x', 99, 1, 2],
  ])('%j at %i is line %i column %i', (text, offset, line, column) => {
    expect(lineColumn(text, offset)).toEqual({ line, column });
  });
});

describe('errorExcerpt', () => {
  it('marks the spot inside its line', () => {
    expect(errorExcerpt('[1,\n2 3]\n', 6)).toEqual({ before: '2 ', at: '3', after: ']', clippedStart: false, clippedEnd: false });
  });
  it('clips long lines around the spot', () => {
    const line = 'a'.repeat(100) + 'X' + 'b'.repeat(100);
    const excerpt = errorExcerpt(line, 100, 5);
    expect(excerpt).toEqual({ before: 'aaaaa', at: 'X', after: 'bbbbb', clippedStart: true, clippedEnd: true });
  });
  it('shows nothing to mark at the end of input', () => {
    expect(errorExcerpt('{"a":', 5)).toMatchObject({ before: '{"a":', at: '' });
  });
});

describe('sizes and settings', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['\ud800', 3],
  ])('utf8Length(%j) = %i', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  const encoder = new TextEncoder();
  it('matches TextEncoder for well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(encoder.encode(text).length);
      }),
    );
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [150 * 1024, '150 KB'],
  ])('formatBytes(%i) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    ['2', '2'],
    ['4', '4'],
    ['tab', 'tab'],
    ['8', '2'],
    ['', '2'],
  ])('parseIndent(%j) = %j', (value, expected) => {
    expect(parseIndent(value)).toBe(expected);
  });

  it.each([
    ['minify', 'minify'],
    ['format', 'format'],
    ['validate', 'format'],
  ])('parseMode(%j) = %j', (value, expected) => {
    expect(parseMode(value)).toBe(expected);
  });
});
