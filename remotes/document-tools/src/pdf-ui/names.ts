/** File names the PDF tools read and write. */

/** "Report.v2.PDF" → "Report.v2"; a name without .pdf keeps its whole self; nothing → "document". */
export function baseName(fileName: string): string {
  const trimmed = fileName.trim().replace(/\.pdf$/i, '').trim();
  return trimmed === '' ? 'document' : trimmed;
}

/** Characters no common file system takes in a name, control characters included. */
const RESERVED = /[/\\:*?"<>|\u0000-\u001f\u007f]/;
const RESERVED_ALL = new RegExp(RESERVED.source, 'g');
export const MAX_NAME_CHARS = 200;

/** A name built from a file's own name made safe to save under: reserved characters become "-". */
export function safeName(name: string): string {
  return name.replace(RESERVED_ALL, '-').slice(0, MAX_NAME_CHARS);
}

export type NameReading = { ok: true; name: string } | { ok: false; error: string };

/**
 * A name typed for a result file: `.pdf` (or `extension`) is added when missing, and what a
 * file system would refuse is explained rather than changed behind the visitor's back.
 */
export function readFileName(text: string, extension = '.pdf'): NameReading {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === extension) return { ok: false, error: 'Enter a file name.' };
  if (RESERVED.test(trimmed)) return { ok: false, error: 'A file name cannot contain / \\ : * ? " < > | or control characters.' };
  if (/^\.+$/.test(trimmed)) return { ok: false, error: 'Enter a file name with at least one letter or digit.' };
  const name = trimmed.toLowerCase().endsWith(extension) ? trimmed : `${trimmed}${extension}`;
  if (name.length > MAX_NAME_CHARS) return { ok: false, error: `Keep the file name to ${MAX_NAME_CHARS} characters.` };
  return { ok: true, name };
}

/** The title stored inside a PDF: its file name without the extension. */
export function titleFor(fileName: string): string {
  return baseName(fileName);
}
