/**
 * What can be wrong with a PDF a visitor gives a document tool, in words they can act on. Both
 * engines' errors (pdf.js names its exceptions; pdf-lib throws plain errors with known texts)
 * come down to these few cases.
 */
export type PdfProblem = 'encrypted' | 'wrong-password' | 'corrupt' | 'empty' | 'not-pdf' | 'failed';

export const PDF_MESSAGES: Record<PdfProblem, string> = {
  encrypted: 'This PDF is password-protected. Enter its password to open it.',
  'wrong-password': 'That password is not right for this PDF. Try again.',
  corrupt: 'This PDF is damaged and could not be read. Try re-saving it from the program that made it.',
  empty: 'This file is empty.',
  'not-pdf': 'This file is not a PDF.',
  failed: 'This PDF could not be read.',
};

/** True when the bytes start (within pdf.js's 1 KB allowance) with the `%PDF-` signature. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** Checks the bytes before any engine is loaded: empty and non-PDF files are answered at once. */
export function precheckPdf(bytes: Uint8Array): PdfProblem | null {
  if (bytes.byteLength === 0) return 'empty';
  if (!looksLikePdf(bytes)) return 'not-pdf';
  return null;
}

/** Maps an engine's error to a problem and its message. */
export function describePdfError(error: unknown): { problem: PdfProblem; message: string } {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: number } | null)?.code;
  let problem: PdfProblem = 'failed';
  if (name === 'PasswordException') problem = code === 2 ? 'wrong-password' : 'encrypted';
  else if (/encrypt/i.test(text) || name === 'EncryptedPDFError') problem = 'encrypted';
  else if (name === 'InvalidPDFException' || /invalid pdf|failed to parse|no pdf header|trailer|xref/i.test(text)) problem = 'corrupt';
  return { problem, message: PDF_MESSAGES[problem] };
}
