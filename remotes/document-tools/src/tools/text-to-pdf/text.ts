/** Text clean-up before layout: line endings, control characters, tabs, characters the font lacks, file names. */

/** Shown in place of a character the embedded font has no glyph for: a visible "tofu" box. */
export const PLACEHOLDER = '\u25A1';

/**
 * Normalises line endings to \n and drops control characters a PDF font cannot show. Tab and
 * form feed survive: tabs are expanded per line, and a form feed starts a new page as it does
 * on a printer. NFC turns "e + combining accent" into "é", which the font draws as one glyph.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g, '');
}

/** Expands tabs to the next tab stop, counting columns in characters (code points). */
export function expandTabs(line: string, tabSize: number): string {
  if (!line.includes('\t')) return line;
  let out = '';
  let column = 0;
  for (const char of line) {
    if (char === '\t') {
      const spaces = tabSize - (column % tabSize);
      out += ' '.repeat(spaces);
      column += spaces;
    } else {
      out += char;
      column += 1;
    }
  }
  return out;
}

let segmenter: Intl.Segmenter | null | undefined;

/** User-perceived characters, so a long word is never broken inside an accent or an emoji sequence. */
export function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  if (!segmenter) return Array.from(text);
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) out.push(segment);
  return out;
}

/** Invisible formatting characters: when the font lacks them they are dropped, not boxed. */
function isDefaultIgnorable(cp: number): boolean {
  return (
    cp === 0x00ad ||
    cp === 0x034f ||
    cp === 0x061c ||
    (cp >= 0x115f && cp <= 0x1160) ||
    (cp >= 0x17b4 && cp <= 0x17b5) ||
    (cp >= 0x180b && cp <= 0x180f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0xfff0 && cp <= 0xfff8) ||
    (cp >= 0x1bca0 && cp <= 0x1bca3) ||
    (cp >= 0x1d173 && cp <= 0x1d17a) ||
    (cp >= 0xe0000 && cp <= 0xe0fff)
  );
}

export interface Replacement {
  text: string;
  /** Each distinct missing character (or emoji sequence), in order of first appearance. */
  missing: string[];
  /** How many places got a placeholder. */
  count: number;
}

const CONTROL = new Set([0x09, 0x0a, 0x0c, 0x20]);

/**
 * Replaces every character the font cannot draw with PLACEHOLDER. Works per grapheme so that an
 * emoji family or a flag becomes one box, not five. Lines the font fully covers skip the
 * (slower) grapheme segmentation, which keeps a megabyte of Latin text fast.
 */
export function replaceMissing(text: string, hasGlyph: (codePoint: number) => boolean, placeholder = PLACEHOLDER): Replacement {
  const supported = (cp: number) => CONTROL.has(cp) || hasGlyph(cp);
  const missing = new Map<string, true>();
  let count = 0;
  const lines = text.split('\n').map((line) => {
    let clean = true;
    for (let i = 0; i < line.length; i++) {
      const cp = line.codePointAt(i) ?? 0;
      if (cp > 0xffff) i++;
      if (!supported(cp)) {
        clean = false;
        break;
      }
    }
    if (clean) return line;
    let out = '';
    for (const cluster of graphemes(line)) {
      let drawable = '';
      let lacking = false;
      for (const char of cluster) {
        const cp = char.codePointAt(0) ?? 0;
        if (supported(cp)) drawable += char;
        else if (!isDefaultIgnorable(cp)) lacking = true;
      }
      if (lacking) {
        out += placeholder;
        count++;
        missing.set(cluster, true);
      } else {
        out += drawable;
      }
    }
    return out;
  });
  return { text: lines.join('\n'), missing: [...missing.keys()], count };
}

/** A safe download name from the title: keeps letters of any script, drops path and shell characters. */
export function pdfFileName(title: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[\u0000-\u001F\u007F<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/\.pdf$/i, '')
    .trim();
  const short = Array.from(base).slice(0, 80).join('').trim();
  return `${short || 'document'}.pdf`;
}

/** "U+4E2D" style codes help people whose screen shows the character as a box too. */
export function describeCharacter(cluster: string): string {
  const codes = Array.from(cluster, (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return `${cluster} (${codes.join(' ')})`;
}

export interface DecodedFile {
  text: string;
  /** Set when the bytes were not UTF-8 and an older encoding was assumed. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

/**
 * Decodes a text file: UTF-8 (with or without BOM) and UTF-16 with BOM; anything that is not
 * valid UTF-8 is read as Windows-1252, which is what old Western "ANSI" .txt files are.
 */
export function decodeText(bytes: Uint8Array): DecodedFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** 0x80..0x9F of Windows-1252; the five unassigned bytes keep their Latin-1 code point. */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Done by hand because some runtimes decode the "windows-1252" label as plain Latin-1. */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 8192) {
    let chunk = '';
    for (const byte of bytes.subarray(start, start + 8192)) {
      chunk += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    parts.push(chunk);
  }
  return parts.join('');
}

/** True when the text looks like a binary file (PDF, image, Word document) rather than plain text. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.length === 0) return false;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) control++;
  }
  return control / sample.length > 0.05;
}
