import { describe, expect, it } from 'vitest';
import { describePdfError, looksLikePdf, PDF_MESSAGES, precheckPdf } from './problems';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('precheckPdf', () => {
  it.each([
    ['', 'empty'],
    ['hello', 'not-pdf'],
    ['PK\u0003\u0004 a zip', 'not-pdf'],
    ['%PDF-1.7\n%âãÏÓ', null],
    // pdf.js accepts the signature anywhere in the first kilobyte (junk before it is common).
    [`${'x'.repeat(1000)}%PDF-1.4`, null],
    [`${'x'.repeat(1030)}%PDF-1.4`, 'not-pdf'],
  ])('%j → %s', (text, expected) => {
    expect(precheckPdf(bytes(text))).toBe(expected);
  });

  it('reads only the head of a big file', () => {
    const big = new Uint8Array(50_000_000);
    big.set(bytes('%PDF-2.0'));
    expect(looksLikePdf(big)).toBe(true);
  });
});

describe('describePdfError', () => {
  const named = (name: string, message: string, code?: number) => Object.assign(new Error(message), { name, code });
  it.each([
    [named('PasswordException', 'No password given', 1), 'encrypted'],
    [named('PasswordException', 'Incorrect Password', 2), 'wrong-password'],
    [named('InvalidPDFException', 'Invalid PDF structure.'), 'corrupt'],
    [new Error('Input document to `PDFDocument.load` is encrypted. You can use …'), 'encrypted'],
    [new Error('Failed to parse PDF document (line:0 col:0 offset=0): No PDF header found'), 'corrupt'],
    [new Error('Out of memory'), 'failed'],
    ['a thrown string', 'failed'],
    [null, 'failed'],
  ])('%s → %s', (error, problem) => {
    expect(describePdfError(error)).toEqual({ problem, message: PDF_MESSAGES[problem as keyof typeof PDF_MESSAGES] });
  });
});
