import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { declaredCustomProperties, missingCustomProperties } from '../../scripts/lib/custom-properties.mjs';

describe('declaredCustomProperties', () => {
  it.each([
    ['.a { --row-label-width: 11rem; }', ['--row-label-width']],
    ['.a{--row-label-width:11rem}', ['--row-label-width']],
    ['.a { --b: 1px; --a: 2px; --b: 3px }', ['--a', '--b']],
    ['@media (min-width: 640px) { .w { --wide-columns: minmax(0, 3fr) minmax(0, 2fr); } }', ['--wide-columns']],
    ['.a { width: var(--row-label-width); }', []],
    ['.a { width: var(--x, var(--y)); }', []],
    ['/* --commented: 1px; */ .a { color: red }', []],
    ['.a--b:hover { color: red }', []],
    ['.--b:hover { color: red }', []],
    ['#--b:hover { color: red }', []],
    ['.a { --_private: 0; }', ['--_private']],
    ['', []],
  ])('%s → %j', (css, expected) => {
    expect(declaredCustomProperties(css)).toEqual(expected);
  });

  it('finds every declared name, whatever the whitespace', () => {
    const name = fc.stringMatching(/^--[a-z][a-z0-9-]{0,12}$/);
    const space = fc.constantFrom('', ' ', '\n  ', '\t');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, space, space), { minLength: 1, maxLength: 6 }), (decls) => {
        const css = `.x {${decls.map(([n, s1, s2]) => `${s1}${n}${s2}:${s2}1px;`).join('')}}`;
        expect(declaredCustomProperties(css)).toEqual([...new Set(decls.map(([n]) => n))].sort());
      }),
    );
  });
});

describe('missingCustomProperties', () => {
  it.each([
    [['.a{--w:11rem}'], ['.x{--w:11rem}'], []],
    [['.a{--w:11rem}'], ['.x{grid-template-columns:var(--w) 1fr}'], ['--w']],
    [['.a{--w:11rem}'], ['.x{--QOfHnY:11rem}'], ['--w']],
    [['.a{--w:1px}', '.b{--v:2px}'], ['.x{--v:2px}', '.y{--w:1px}'], []],
    [['.a{--w:1px;--v:2px}'], [''], ['--v', '--w']],
    [[], ['.x{--w:1px}'], []],
  ])('sources %j, built %j → %j', (sources, built, expected) => {
    expect(missingCustomProperties(sources, built)).toEqual(expected);
  });
});
