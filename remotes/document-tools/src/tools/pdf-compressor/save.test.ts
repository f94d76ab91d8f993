import { describe, expect, it } from 'vitest';
import { declaresPdfA1 } from './save';

describe('declaresPdfA1', () => {
  it.each([
    ['<rdf:Description pdfaid:part="1" pdfaid:conformance="B"/>', true],
    ["<rdf:Description pdfaid:part = '1'/>", true],
    ['<pdfaid:part>1</pdfaid:part>', true],
    ['<pdfaid:part>2</pdfaid:part>', false],
    ['<rdf:Description pdfaid:part="3"/>', false],
    ['', false],
  ])('declaresPdfA1(%j) is %s', (xmp, expected) => {
    expect(declaresPdfA1(xmp)).toBe(expected);
  });
});
