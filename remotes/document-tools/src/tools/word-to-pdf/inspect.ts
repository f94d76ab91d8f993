/**
 * A first look at the file before the converter loads: is it a .docx at all (and if not, what
 * is it, in words people can act on), and at what size does Word show each picture. Pure: the
 * bytes in, an answer out; fflate reads the zip directory and the two small XML parts needed.
 */
import { unzipSync } from 'fflate';

import { extensionOf, MAX_FILE_BYTES, MESSAGES, tooBigMessage } from './files';

export { MAX_FILE_BYTES, MESSAGES, rejectedMessage, tooBigMessage } from './files';


/** Where Word draws one picture, and how big. Matched to mammoth's images by file size. */
export interface ImageExtent {
  /** The picture's part in the zip ("word/media/image1.png"). */
  path: string;
  /** Its size in bytes, uncompressed: what mammoth hands over. */
  bytes: number;
  width: number;
  height: number;
}

export type Inspection = { ok: true; extents: ImageExtent[]; title: string } | { ok: false; message: string };

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** True when the bytes hold `name` written in UTF-16LE, as OLE directory entries are. */
function hasUtf16(bytes: Uint8Array, name: string): boolean {
  const pattern = Array.from(name).flatMap((char) => [char.charCodeAt(0), 0]);
  const limit = Math.min(bytes.length, 8 * 1024 * 1024) - pattern.length;
  outer: for (let i = 0; i <= limit; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The title set in Word's document properties (File › Info), or "". */
export function readCoreTitle(xml: string): string {
  const raw = /<dc:title>([\s\S]*?)<\/dc:title>/.exec(xml)?.[1] ?? '';
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const EMU_PER_POINT = 12700;

/** A VML length ("72pt", "1in", "2.5cm", "96px") in points. */
export function vmlLength(value: string): number | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(pt|in|cm|mm|px|pc)?\s*$/i.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  const factor: Record<string, number> = { pt: 1, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75, pc: 12 };
  return n * (factor[unit] ?? 0.75);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name.replace(':', '\\:')}="([^"]*)"`).exec(tag);
  return match ? match[1]! : null;
}

/** Relationship id → the zip path of its target, for the main document's relationships. */
export function readRelationships(xml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    const mode = attribute(tag, 'TargetMode');
    if (!id || !target || mode === 'External') continue;
    const path = target.startsWith('/') ? target.slice(1) : `word/${target}`;
    // "word/../media/x.png" → "media/x.png"
    const parts: string[] = [];
    for (const part of path.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.' && part !== '') parts.push(part);
    }
    targets.set(id, parts.join('/'));
  }
  return targets;
}

/** The size of each picture as the document shows it, by relationship id, in document order. */
export function readPictureSizes(documentXml: string): { id: string; width: number; height: number }[] {
  const sizes: { id: string; width: number; height: number }[] = [];
  for (const [drawing] of documentXml.matchAll(/<w:drawing\b[\s\S]*?<\/w:drawing>/g)) {
    const extent = /<wp:extent\b[^>]*>/.exec(drawing)?.[0];
    const blip = /<a:blip\b[^>]*>/.exec(drawing)?.[0];
    if (!extent || !blip) continue;
    const cx = Number(attribute(extent, 'cx'));
    const cy = Number(attribute(extent, 'cy'));
    const id = attribute(blip, 'r:embed');
    if (id && cx > 0 && cy > 0) sizes.push({ id, width: cx / EMU_PER_POINT, height: cy / EMU_PER_POINT });
  }
  // Older documents (and Word's fallback for text boxes) use VML shapes.
  for (const [shape] of documentXml.matchAll(/<v:shape\b[\s\S]*?<\/v:shape>/g)) {
    const data = /<v:imagedata\b[^>]*>/.exec(shape)?.[0];
    const open = /<v:shape\b[^>]*>/.exec(shape)?.[0] ?? '';
    const style = attribute(open, 'style') ?? '';
    const id = data ? attribute(data, 'r:id') : null;
    const width = vmlLength(/(?:^|;)\s*width\s*:\s*([^;]+)/i.exec(style)?.[1] ?? '');
    const height = vmlLength(/(?:^|;)\s*height\s*:\s*([^;]+)/i.exec(style)?.[1] ?? '');
    if (id && width && height && width > 0 && height > 0) sizes.push({ id, width, height });
  }
  return sizes;
}

/** Looks at a file's bytes (and name) and says whether the converter can read it. */
export function inspectWordFile(bytes: Uint8Array, name: string): Inspection {
  const extension = extensionOf(name);
  if (bytes.length === 0) return { ok: false, message: MESSAGES.empty };
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, message: tooBigMessage(bytes.length) };
  if (startsWith(bytes, OLE)) {
    if (hasUtf16(bytes, 'EncryptedPackage')) return { ok: false, message: MESSAGES.encrypted };
    if (hasUtf16(bytes, 'WordDocument') || extension === 'doc' || extension === 'dot') return { ok: false, message: MESSAGES.oldDoc };
    if (hasUtf16(bytes, 'Workbook') || extension === 'xls') return { ok: false, message: MESSAGES.excel };
    if (hasUtf16(bytes, 'PowerPoint Document') || extension === 'ppt') return { ok: false, message: MESSAGES.powerpoint };
    return { ok: false, message: MESSAGES.notDocx };
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.startsWith('{\\rtf')) return { ok: false, message: MESSAGES.rtf };
  if (head.includes('%PDF-')) return { ok: false, message: MESSAGES.pdf };
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, EMPTY_ZIP)) {
    if (extension === 'doc' || extension === 'dot') return { ok: false, message: MESSAGES.oldDoc };
    if (extension === 'docx' || extension === 'docm' || extension === 'dotx') return { ok: false, message: MESSAGES.misnamed };
    return { ok: false, message: MESSAGES.notDocx };
  }

  const names: string[] = [];
  const sizes = new Map<string, number>();
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        sizes.set(file.name, file.originalSize);
        return ['word/document.xml', 'word/_rels/document.xml.rels', 'docProps/core.xml', 'mimetype'].includes(file.name);
      },
    });
  } catch {
    return { ok: false, message: MESSAGES.damaged };
  }
  const has = (part: string) => names.includes(part);
  if (!has('word/document.xml')) {
    const mimetype = parts.mimetype ? new TextDecoder().decode(parts.mimetype) : '';
    if (mimetype.includes('opendocument.text')) return { ok: false, message: MESSAGES.odt };
    if (has('xl/workbook.xml')) return { ok: false, message: MESSAGES.excel };
    if (has('ppt/presentation.xml')) return { ok: false, message: MESSAGES.powerpoint };
    if (extension === 'docx') return { ok: false, message: names.length === 0 ? MESSAGES.damaged : MESSAGES.misnamed };
    return { ok: false, message: MESSAGES.notDocx };
  }
  const decoder = new TextDecoder();
  const documentXml = parts['word/document.xml'] ? decoder.decode(parts['word/document.xml']) : '';
  const relsXml = parts['word/_rels/document.xml.rels'] ? decoder.decode(parts['word/_rels/document.xml.rels']) : '';
  const targets = readRelationships(relsXml);
  const extents: ImageExtent[] = [];
  for (const { id, width, height } of readPictureSizes(documentXml)) {
    const path = targets.get(id);
    const size = path ? sizes.get(path) : undefined;
    if (path && size !== undefined) extents.push({ path, bytes: size, width, height });
  }
  const core = parts['docProps/core.xml'] ? decoder.decode(parts['docProps/core.xml']) : '';
  return { ok: true, extents, title: readCoreTitle(core) };
}

/**
 * Hands out picture sizes to mammoth's images in turn: the first unused size recorded for a part
 * of that many bytes. Identical pictures shown at two sizes get them in document order.
 */
export function extentMatcher(extents: readonly ImageExtent[]): (byteLength: number) => { width: number; height: number } | null {
  const unused = [...extents];
  const last = new Map<number, ImageExtent>();
  return (byteLength) => {
    const index = unused.findIndex((extent) => extent.bytes === byteLength);
    if (index >= 0) {
      const [extent] = unused.splice(index, 1);
      last.set(byteLength, extent!);
      return { width: extent!.width, height: extent!.height };
    }
    const seen = last.get(byteLength);
    return seen ? { width: seen.width, height: seen.height } : null;
  };
}
