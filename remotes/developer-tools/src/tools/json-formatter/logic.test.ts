import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorExcerpt, formatJson, lineColumn, parseIndent, parseMode, scanJsonError, type FormatOptions, type FormatResult } from './logic';
import { readTree, type JsonNode } from './tree';

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

describe('sizes in UTF-8 bytes', () => {
  it.each([
    ['1', 1, 1, 'minify'],
    ['{ "é": "😀" }', 16, 13, 'minify'],
    ['["\\u00e9"]', 10, 6, 'minify'],
    ['\uFEFF[ ]', 6, 2, 'minify'],
    ['{"a":1}', 7, 12, 'format'],
  ] as const)('%j is %i bytes and becomes %i (%s)', (input, inputBytes, outputBytes, mode) => {
    expect(formatJson(input, { ...pretty2, mode })).toMatchObject({ ok: true, inputBytes, outputBytes });
  });

  it('counts invalid input too', () => {
    expect(formatJson('{"é":', pretty2)).toMatchObject({ ok: false, inputBytes: 6 });
  });

  it('always agrees with the bytes TextEncoder writes', () => {
    fc.assert(
      fc.property(fc.json(), (input) => {
        const result = formatJson(input, pretty2);
        expect(result.inputBytes).toBe(new TextEncoder().encode(input).length);
        if (result.ok) expect(result.outputBytes).toBe(new TextEncoder().encode(result.output).length);
      }),
    );
  });
});

describe('sort keys', () => {
  const sortedMinify: FormatOptions = { indent: '2', sortKeys: true, mode: 'minify' };

  it('keeps "__proto__" as an ordinary key', () => {
    expect(formatJson('{"z":1,"__proto__":{"x":1}}', sortedMinify)).toMatchObject({ ok: true, output: '{"__proto__":{"x":1},"z":1}' });
  });

  it('orders keys at every depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = formatJson(JSON.stringify(value), sortedMinify);
        if (!result.ok) throw new Error('valid JSON rejected');
        // The reader keeps keys in written order (a JavaScript object would list integer-like keys first).
        const pending: JsonNode[] = [readTree(result.output).root];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
          if (typeof node === 'string') continue;
          if (node.kind === 'array') pending.push(...node.items);
          else {
            const keys = node.keys.map((key) => JSON.parse(key) as string);
            expect(keys).toEqual([...keys].sort());
            pending.push(...node.values);
          }
        }
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

describe('settings', () => {
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

/** Compares huge outputs without asking the test runner to diff megabytes of text. */
function expectOutput(result: FormatResult, expected: string) {
  expect(result.ok ? null : result.error.reason).toBeNull();
  const output = result.ok ? result.output : '';
  expect(output.length).toBe(expected.length);
  expect(output === expected).toBe(true);
}

describe('deep nesting (no recursion limit)', () => {
  const minify: FormatOptions = { indent: '2', sortKeys: false, mode: 'minify' };
  /** The expected pretty text of `depth` nested arrays, built without recursion. */
  function prettyArrays(depth: number, unit: string): string {
    const lines: string[] = [];
    for (let d = 0; d < depth; d++) lines.push(`${unit.repeat(d)}[`);
    lines[depth - 1] = `${unit.repeat(depth - 1)}[]`;
    for (let d = depth - 2; d >= 0; d--) lines.push(`${unit.repeat(d)}]`);
    return lines.join('\n');
  }

  it.each([5_000, 100_000])('minifies %i nested arrays', (depth) => {
    const text = '[ '.repeat(depth) + ' ]'.repeat(depth);
    const result = formatJson(text, minify);
    expectOutput(result, '['.repeat(depth) + ']'.repeat(depth));
    expect(result).toMatchObject({ summary: 'array with 1 item' });
  });

  it.each([5_000, 100_000])('minifies %i nested objects', (depth) => {
    const text = '{"a": '.repeat(depth) + '1' + ' }'.repeat(depth);
    expectOutput(formatJson(text, minify), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
  });

  it('formats 5,000 nested arrays with each indent', () => {
    const text = '['.repeat(5_000) + ']'.repeat(5_000);
    expectOutput(formatJson(text, pretty2), prettyArrays(5_000, '  '));
    expectOutput(formatJson(text, { ...pretty2, indent: 'tab' }), prettyArrays(5_000, '\t'));
  });

  it('formats 5,000 nested objects', () => {
    const depth = 5_000;
    const text = '{"k":'.repeat(depth) + 'null' + '}'.repeat(depth);
    const lines: string[] = [];
    for (let d = 0; d < depth; d++) lines.push(`${' '.repeat(2 * d)}${d === 0 ? '' : '"k": '}{`);
    lines.push(`${' '.repeat(2 * depth)}"k": null`);
    for (let d = depth - 1; d >= 0; d--) lines.push(`${' '.repeat(2 * d)}}`);
    expectOutput(formatJson(text, pretty2), lines.join('\n'));
  });

  it('sorts keys at every depth of a 100,000-deep document', () => {
    const depth = 100_000;
    const text = '{"z":0,"a":'.repeat(depth) + '[]' + '}'.repeat(depth);
    expectOutput(formatJson(text, { ...minify, sortKeys: true }), '{"a":'.repeat(depth) + '[]' + ',"z":0}'.repeat(depth));
  });

  it('says when a deep document is too big to indent, and suggests Minify', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    const result = formatJson(text, pretty2);
    expect(result).toMatchObject({ ok: false, tooBig: true });
    if (!result.ok) expect(result.error.reason).toBe('Indented, this document would be over 256 MB; choose Minify, which writes it in 1 MB.');
  });

  it('reports an error in a deep document at its place', () => {
    const text = '['.repeat(10_000) + '1,]' + ']'.repeat(9_999);
    expect(formatJson(text, minify)).toMatchObject({ ok: false, error: { offset: 10_001, reason: 'Trailing commas are not allowed.' } });
  });
});

describe('numbers and strings are kept exactly', () => {
  it.each([
    ['[1.0,1e5,-0,12345678901234567890,0.1000000000000000055511151231257827]', '[1.0,1e5,-0,12345678901234567890,0.1000000000000000055511151231257827]'],
    ['{"a\\u0062":"\\u00e9\\/\\n"}', '{"ab":"é/\\n"}'],
    ['["\\ud800"]', '["\\ud800"]'],
    ['{"a":1,"b":2,"a":3}', '{"a":3,"b":2}'],
    ['{"b":1,"10":2,"2":3}', '{"b":1,"10":2,"2":3}'],
    ['{"__proto__":{"x":1}}', '{"__proto__":{"x":1}}'],
  ])('minifies %j as %j', (input, expected) => {
    expect(formatJson(input, { indent: '2', sortKeys: false, mode: 'minify' })).toMatchObject({ ok: true, output: expected });
  });

  it('sorts keys by UTF-16 code units, numbers-like keys included', () => {
    expect(formatJson('{"b":1,"10":2,"2":3,"__proto__":0,"A":4}', { indent: '2', sortKeys: true, mode: 'minify' })).toMatchObject({
      ok: true,
      output: '{"10":2,"2":3,"A":4,"__proto__":0,"b":1}',
    });
  });

  it('round-trips generated JSON text, deep and wide, in every mode', () => {
    fc.assert(
      fc.property(
        fc.json({ depthSize: 'large' }),
        fc.constantFrom('2', '4', 'tab'),
        fc.constantFrom('format', 'minify'),
        fc.boolean(),
        (text, indent, mode, sortKeys) => {
          const result = formatJson(text, { indent, mode, sortKeys } as FormatOptions);
          expect(result.ok).toBe(true);
          if (result.ok) expect(JSON.parse(result.output)).toEqual(JSON.parse(text));
        },
      ),
    );
  });
});
