import { describe, expect, it } from 'vitest';
import { baseName, readFileName, safeName, titleFor } from './names';

describe('baseName', () => {
  it.each([
    ['report.pdf', 'report'],
    ['Report.v2.PDF', 'Report.v2'],
    ['scan', 'scan'],
    ['  notes .pdf ', 'notes'],
    ['.pdf', 'document'],
    ['', 'document'],
    ['a.pdf.pdf', 'a.pdf'],
  ])('%j → %j', (name, base) => expect(baseName(name)).toBe(base));
});

describe('safeName', () => {
  it('replaces what file systems refuse and keeps the rest', () => {
    expect(safeName('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(safeName('tab\there')).toBe('tab-here');
    expect(safeName('Ünïcødé – 報告')).toBe('Ünïcødé – 報告');
    expect(safeName('x'.repeat(500))).toHaveLength(200);
  });
});

describe('readFileName', () => {
  it.each([
    ['merged.pdf', 'merged.pdf'],
    ['merged', 'merged.pdf'],
    ['  Year 2024  ', 'Year 2024.pdf'],
    ['Final.PDF', 'Final.PDF'],
    ['notes.txt', 'notes.txt.pdf'],
    ['報告', '報告.pdf'],
  ])('%j → %j', (text, name) => expect(readFileName(text)).toEqual({ ok: true, name }));

  it.each([
    ['', 'Enter a file name.'],
    ['   ', 'Enter a file name.'],
    ['.pdf', 'Enter a file name.'],
    ['a/b', 'A file name cannot contain / \\ : * ? " < > | or control characters.'],
    ['what?', 'A file name cannot contain / \\ : * ? " < > | or control characters.'],
    ['..', 'Enter a file name with at least one letter or digit.'],
    ['x'.repeat(197), 'Keep the file name to 200 characters.'],
  ])('%j is refused: %s', (text, error) => expect(readFileName(text)).toEqual({ ok: false, error }));

  it('takes another extension', () => {
    expect(readFileName('parts', '.zip')).toEqual({ ok: true, name: 'parts.zip' });
  });
});

it('titles a PDF after its file name', () => {
  expect(titleFor('Annual report.pdf')).toBe('Annual report');
});
