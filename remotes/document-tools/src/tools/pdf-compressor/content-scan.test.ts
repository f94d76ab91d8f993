import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collectImageUses, displaySizeOf, findXObjectUses, IDENTITY, multiply, recordDisplay, type ContentSource, type Matrix, type XObjectTarget } from './content-scan';
import { appearanceMatrix } from './describe';
import type { DisplaySize } from './logic';

const text = (content: string) => new TextEncoder().encode(content);

describe('multiply and displaySizeOf', () => {
  it('applies the first matrix first', () => {
    const scale: Matrix = [2, 0, 0, 3, 0, 0];
    const move: Matrix = [1, 0, 0, 1, 10, 20];
    expect(multiply(scale, move)).toEqual([2, 0, 0, 3, 10, 20]);
    expect(multiply(move, scale)).toEqual([2, 0, 0, 3, 20, 60]);
    expect(multiply(IDENTITY, move)).toEqual(move);
  });

  it.each([
    [[300, 0, 0, 200, 50, 50], { width: 300, height: 200 }],
    // Turned a quarter: the picture's width runs up the page.
    [[0, 300, -200, 0, 0, 0], { width: 300, height: 200 }],
    [[3, 4, 0, 5, 0, 0], { width: 5, height: 5 }],
  ] as [Matrix, DisplaySize][])('%j → %j', (ctm, expected) => {
    expect(displaySizeOf(ctm)).toEqual(expected);
  });
});

describe('findXObjectUses', () => {
  it('tracks cm inside q/Q', () => {
    const uses = findXObjectUses(text('q 200 0 0 100 10 10 cm /Im1 Do Q q 2 0 0 2 0 0 cm q 50 0 0 50 0 0 cm /Im2 Do Q /Fm1 Do Q /Im1 Do'));
    expect(uses).toEqual([
      { name: 'Im1', ctm: [200, 0, 0, 100, 10, 10] },
      { name: 'Im2', ctm: [100, 0, 0, 100, 0, 0] },
      { name: 'Fm1', ctm: [2, 0, 0, 2, 0, 0] },
      { name: 'Im1', ctm: IDENTITY },
    ]);
  });

  it('is not fooled by strings, comments, hex strings, dictionaries or inline images', () => {
    const content = [
      '% 9 0 0 9 0 0 cm /Bad Do',
      'BT (q 5 0 0 5 0 0 cm /Bad Do \\) still text (nested) ) Tj <2F426164> Tj ET',
      '/P <</MCID 0 /Name /Bad>> BDC EMC',
      'BI /W 2 /H 1 /BPC 8 /CS /G ID \x01Do EI',
      'q 10 0 0 10 0 0 cm /Im#201 Do Q',
      '[(a) 10 (b)] TJ',
    ].join('\n');
    expect(findXObjectUses(text(content))).toEqual([{ name: 'Im 1', ctm: [10, 0, 0, 10, 0, 0] }]);
  });

  it('ignores an unbalanced Q, a short cm and a Do without a name', () => {
    expect(findXObjectUses(text('Q Q 1 2 cm 5 Do q 3 0 0 3 0 0 cm /A Do'))).toEqual([{ name: 'A', ctm: [3, 0, 0, 3, 0, 0] }]);
  });

  it('reads decimals and signs', () => {
    expect(findXObjectUses(text('-.5 0 0 +1.25 .0 -3. cm /A Do'))[0]!.ctm).toEqual([-0.5, 0, 0, 1.25, 0, -3]);
  });

  it('never throws on any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        for (const use of findXObjectUses(bytes)) expect(typeof use.name).toBe('string');
      }),
    );
  });
});

describe('collectImageUses', () => {
  function source(content: string, names: Record<string, XObjectTarget>): ContentSource {
    return { content: text(content), resolve: (name) => names[name] ?? null };
  }

  it('follows forms, applying their /Matrix, and scans each form once', () => {
    let opened = 0;
    const form: XObjectTarget = {
      kind: 'form',
      key: '5 0 R',
      matrix: [0.5, 0, 0, 0.5, 0, 0],
      open: () => {
        opened += 1;
        return source('q 100 0 0 100 0 0 cm /Pic Do Q', { Pic: { kind: 'image', key: '9 0 R' } });
      },
    };
    const page = source('q 2 0 0 2 0 0 cm /F Do Q /F Do /Other Do /Missing Do', { F: form, Other: { kind: 'image', key: '7 0 R' } });
    const uses = collectImageUses(page);
    expect(uses).toEqual([
      { key: '9 0 R', matrix: [100, 0, 0, 100, 0, 0] },
      { key: '9 0 R', matrix: [50, 0, 0, 50, 0, 0] },
      { key: '7 0 R', matrix: IDENTITY },
    ]);
    expect(opened).toBe(1);
  });

  it('stops at a form that draws itself', () => {
    const names: Record<string, XObjectTarget> = {};
    names.Self = { kind: 'form', key: '1 0 R', matrix: [2, 0, 0, 2, 0, 0], open: () => source('/Self Do /Pic Do', names) };
    names.Pic = { kind: 'image', key: '2 0 R' };
    expect(collectImageUses(source('/Self Do', names))).toEqual([{ key: '2 0 R', matrix: [2, 0, 0, 2, 0, 0] }]);
  });

  it('draws nothing for a form that cannot be read', () => {
    const broken: XObjectTarget = { kind: 'form', key: '3 0 R', matrix: IDENTITY, open: () => null };
    expect(collectImageUses(source('/B Do', { B: broken }))).toEqual([]);
  });
});

describe('recordDisplay', () => {
  it('keeps the largest size in each direction', () => {
    const sizes = new Map<string, DisplaySize>();
    recordDisplay(sizes, 'a', { width: 100, height: 50 });
    recordDisplay(sizes, 'a', { width: 80, height: 90 });
    recordDisplay(sizes, 'a', { width: Number.NaN, height: 500 });
    expect(sizes.get('a')).toEqual({ width: 100, height: 90 });
  });
});

describe('appearanceMatrix', () => {
  it('fits the bounding box to the annotation rectangle', () => {
    expect(appearanceMatrix([0, 0, 100, 50], IDENTITY, [10, 20, 210, 120])).toEqual([2, 0, 0, 2, 10, 20]);
  });

  it('uses the box after the form matrix, and accepts a rectangle given corners swapped', () => {
    const turned: Matrix = [0, 1, -1, 0, 0, 0];
    const placed = appearanceMatrix([0, 0, 100, 50], turned, [300, 200, 250, 100])!;
    // The turned box is 50 wide and 100 high; the rectangle is 50 × 100: no scaling, moved into place.
    const corner = [placed[0] * 100 + placed[2] * 50 + placed[4], placed[1] * 100 + placed[3] * 50 + placed[5]];
    expect(displaySizeOf(placed)).toEqual({ width: 1, height: 1 });
    expect(corner).toEqual([250, 200]);
  });

  it('answers null for an empty box or a bad array', () => {
    expect(appearanceMatrix([0, 0, 0, 10], IDENTITY, [0, 0, 10, 10])).toBeNull();
    expect(appearanceMatrix([0, 0, 10], IDENTITY, [0, 0, 10, 10])).toBeNull();
  });
});
