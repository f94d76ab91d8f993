/**
 * Reading a PDF with pdf-lib into the plain shapes the pure logic works on: an image stream's
 * dictionary as an ImageDescriptor, and the pages' drawing instructions as ContentSources (so
 * content-scan.ts learns how large each picture is drawn). The library is passed in, as the
 * worker imports it statically and the page loads it lazily.
 */
import type * as PdfLibModule from '@cantoo/pdf-lib';
import type { PDFContext, PDFDict, PDFName, PDFObject, PDFPage, PDFRawStream } from '@cantoo/pdf-lib';
import { unzlibSync, inflateSync } from 'fflate';
import type { ColourSpace, FilterStep, ImageDescriptor } from './classify';
import { IDENTITY, multiply, type ContentSource, type Matrix, type XObjectTarget } from './content-scan';

export type PdfLib = typeof PdfLibModule;

/** The name object /`text`. */
export function pdfName(lib: PdfLib, text: string): PDFName {
  return lib.PDFName.of(text);
}

export function nameOf(lib: PdfLib, value: PDFObject | undefined): string | null {
  return value instanceof lib.PDFName ? value.decodeText() : null;
}

function numberOf(lib: PdfLib, value: PDFObject | undefined): number | null {
  return value instanceof lib.PDFNumber ? value.asNumber() : null;
}

function numbersOf(lib: PdfLib, context: PDFContext, value: PDFObject | undefined): number[] | null {
  const array = context.lookup(value);
  if (!(array instanceof lib.PDFArray)) return null;
  const numbers = array.asArray().map((item) => numberOf(lib, context.lookup(item)));
  return numbers.every((item): item is number => item !== null) ? numbers : null;
}

function filterSteps(lib: PdfLib, context: PDFContext, dict: PDFDict): FilterStep[] {
  const filter = context.lookup(dict.get(lib.PDFName.of('Filter')));
  const parms = context.lookup(dict.get(lib.PDFName.of('DecodeParms')));
  const names = filter instanceof lib.PDFArray ? filter.asArray().map((item) => context.lookup(item)) : filter ? [filter] : [];
  return names.map((item, index) => {
    const own = parms instanceof lib.PDFArray ? context.lookup(parms.get(index)) : index === 0 ? parms : undefined;
    const p = own instanceof lib.PDFDict ? own : null;
    const read = (key: string, fallback: number) => (p ? numberOf(lib, context.lookup(p.get(lib.PDFName.of(key)))) : null) ?? fallback;
    return {
      name: nameOf(lib, item) ?? '?',
      predictor: read('Predictor', 1),
      colors: read('Colors', 1),
      bitsPerComponent: read('BitsPerComponent', 8),
      columns: read('Columns', 1),
      colorTransform: p ? numberOf(lib, context.lookup(p.get(lib.PDFName.of('ColorTransform')))) : null,
      earlyChange: read('EarlyChange', 1),
    };
  });
}

function colourSpaceOf(lib: PdfLib, context: PDFContext, value: PDFObject | undefined): ColourSpace {
  const space = context.lookup(value);
  const name = nameOf(lib, space);
  if (name !== null) return { family: name, components: null };
  if (space instanceof lib.PDFArray) {
    const family = nameOf(lib, context.lookup(space.get(0))) ?? '';
    if (family === 'ICCBased') {
      const profile = context.lookup(space.get(1));
      const n = profile instanceof lib.PDFRawStream ? numberOf(lib, context.lookup(profile.dict.get(lib.PDFName.of('N')))) : null;
      return { family, components: n };
    }
    // [/CalRGB <<…>>] and [/DeviceRGB] (allowed in arrays too)
    return { family, components: null };
  }
  return { family: '', components: null };
}

export function isImage(lib: PdfLib, object: PDFObject | undefined): object is PDFRawStream {
  return object instanceof lib.PDFRawStream && object.dict.get(lib.PDFName.of('Subtype')) === lib.PDFName.of('Image');
}

/** The plain description of an image XObject; `usedAsMask` comes from the caller's survey. */
export function describeImage(lib: PdfLib, context: PDFContext, stream: PDFRawStream, usedAsMask: boolean): ImageDescriptor {
  const { dict } = stream;
  const get = (key: string) => context.lookup(dict.get(lib.PDFName.of(key)));
  const mask = get('Mask');
  const smask = get('SMask');
  return {
    width: numberOf(lib, get('Width')) ?? 0,
    height: numberOf(lib, get('Height')) ?? 0,
    bitsPerComponent: numberOf(lib, get('BitsPerComponent')),
    filters: filterSteps(lib, context, dict),
    colourSpace: colourSpaceOf(lib, context, dict.get(lib.PDFName.of('ColorSpace'))),
    imageMask: get('ImageMask') === lib.PDFBool.True,
    colourKeyMask: mask instanceof lib.PDFArray,
    matte: smask instanceof lib.PDFRawStream && smask.dict.has(lib.PDFName.of('Matte')),
    decode: get('Decode') === undefined ? null : (numbersOf(lib, context, dict.get(lib.PDFName.of('Decode'))) ?? [Number.NaN]),
    usedAsMask,
  };
}

/** Inflates zlib data, tolerating the truncated or checksum-less streams some writers leave. */
export function inflate(lib: PdfLib, context: PDFContext, bytes: Uint8Array): Uint8Array {
  try {
    return unzlibSync(bytes);
  } catch {
    try {
      return inflateSync(bytes.subarray(2));
    } catch {
      // pdf-lib's own inflater gives back what it could read.
      return lib.decodePDFRawStream(lib.PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), bytes)).decode();
    }
  }
}

/** Undoes byte filters (never predictors: the caller does those) one after another. */
export function undoLayers(lib: PdfLib, context: PDFContext, bytes: Uint8Array, layers: readonly FilterStep[]): Uint8Array {
  let data = bytes;
  for (const layer of layers) {
    if (layer.name === 'FlateDecode') {
      data = inflate(lib, context, data);
      continue;
    }
    const dict = context.obj({ Filter: layer.name, DecodeParms: { EarlyChange: layer.earlyChange } });
    data = lib.decodePDFRawStream(lib.PDFRawStream.of(dict, data)).decode();
  }
  return data;
}

/** A stream's contents with every filter undone (content streams: byte filters only). */
function decodedContents(lib: PdfLib, context: PDFContext, stream: PDFRawStream): Uint8Array {
  const steps = filterSteps(lib, context, stream.dict);
  if (steps.some((step) => step.predictor > 1)) return lib.decodePDFRawStream(stream).decode();
  return undoLayers(lib, context, stream.contents, steps);
}

function matrixOf(lib: PdfLib, context: PDFContext, dict: PDFDict): Matrix {
  const values = numbersOf(lib, context, dict.get(lib.PDFName.of('Matrix')));
  return values && values.length === 6 ? (values as Matrix) : IDENTITY;
}

/** Names of a resources dictionary's XObjects, resolved to images and forms. */
function resolverFor(lib: PdfLib, context: PDFContext, resources: PDFDict | undefined): (name: string) => XObjectTarget {
  const xobjects = resources ? context.lookup(resources.get(lib.PDFName.of('XObject'))) : undefined;
  const byName = new Map<string, PDFObject>();
  if (xobjects instanceof lib.PDFDict) for (const [key, value] of xobjects.entries()) byName.set(key.decodeText(), value);
  return (name) => {
    const ref = byName.get(name);
    if (!(ref instanceof lib.PDFRef)) return null;
    const object = context.lookup(ref);
    if (!(object instanceof lib.PDFRawStream)) return null;
    const subtype = nameOf(lib, object.dict.get(lib.PDFName.of('Subtype')));
    if (subtype === 'Image') return { kind: 'image', key: ref.tag };
    if (subtype !== 'Form') return null;
    return { kind: 'form', key: ref.tag, matrix: matrixOf(lib, context, object.dict), open: () => formSource(lib, context, object, resources) };
  };
}

function formSource(lib: PdfLib, context: PDFContext, form: PDFRawStream, parentResources: PDFDict | undefined): ContentSource | null {
  try {
    const own = context.lookup(form.dict.get(lib.PDFName.of('Resources')));
    const resources = own instanceof lib.PDFDict ? own : parentResources;
    return { content: decodedContents(lib, context, form), resolve: resolverFor(lib, context, resources) };
  } catch {
    return null;
  }
}

/** A page's drawing instructions (all its content streams, joined) with its resources. */
export function pageSource(lib: PdfLib, context: PDFContext, page: PDFPage): ContentSource {
  const contents = page.node.Contents();
  const streams = contents instanceof lib.PDFArray ? contents.asArray().map((item) => context.lookup(item)) : [contents];
  const parts = streams.filter((item): item is PDFRawStream => item instanceof lib.PDFRawStream).map((item) => decodedContents(lib, context, item));
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    joined[offset + part.length] = 0x0a;
    offset += part.length + 1;
  }
  return { content: joined, resolve: resolverFor(lib, context, page.node.Resources()) };
}

/**
 * The matrix that puts an annotation's appearance (a form) onto the page: its bounding box,
 * after its own /Matrix, is fitted to the annotation's /Rect (PDF 32000, 12.5.5).
 */
export function appearanceMatrix(bbox: readonly number[], matrix: Matrix, rect: readonly number[]): Matrix | null {
  if (bbox.length !== 4 || rect.length !== 4) return null;
  const corners = [
    [bbox[0]!, bbox[1]!],
    [bbox[2]!, bbox[1]!],
    [bbox[0]!, bbox[3]!],
    [bbox[2]!, bbox[3]!],
  ].map(([x, y]) => [matrix[0] * x! + matrix[2] * y! + matrix[4], matrix[1] * x! + matrix[3] * y! + matrix[5]] as const);
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [rx1, ry1, rx2, ry2] = [Math.min(rect[0]!, rect[2]!), Math.min(rect[1]!, rect[3]!), Math.max(rect[0]!, rect[2]!), Math.max(rect[1]!, rect[3]!)];
  if (!(maxX > minX) || !(maxY > minY)) return null;
  const sx = (rx2 - rx1) / (maxX - minX);
  const sy = (ry2 - ry1) / (maxY - minY);
  return multiply(matrix, [sx, 0, 0, sy, rx1 - minX * sx, ry1 - minY * sy]);
}

/** The normal appearances of a page's annotations (stamps, signatures), as forms placed on the page. */
export function annotationTargets(lib: PdfLib, context: PDFContext, page: PDFPage): { target: XObjectTarget; name: string }[] {
  const annots = page.node.Annots();
  if (!annots) return [];
  const found: { target: XObjectTarget; name: string }[] = [];
  annots.asArray().forEach((item, index) => {
    const annot = context.lookup(item);
    if (!(annot instanceof lib.PDFDict)) return;
    const ap = context.lookup(annot.get(lib.PDFName.of('AP')));
    if (!(ap instanceof lib.PDFDict)) return;
    const normal = context.lookup(ap.get(lib.PDFName.of('N')));
    const refs =
      normal instanceof lib.PDFRawStream
        ? [ap.get(lib.PDFName.of('N'))]
        : normal instanceof lib.PDFDict
          ? normal.entries().map(([, value]) => value)
          : [];
    const rect = numbersOf(lib, context, annot.get(lib.PDFName.of('Rect')));
    for (const ref of refs) {
      const form = context.lookup(ref);
      if (!(ref instanceof lib.PDFRef) || !(form instanceof lib.PDFRawStream) || !rect) continue;
      const bbox = numbersOf(lib, context, form.dict.get(lib.PDFName.of('BBox')));
      const placed = bbox ? appearanceMatrix(bbox, matrixOf(lib, context, form.dict), rect) : null;
      if (!placed) continue;
      found.push({
        name: `annot-${index}`,
        target: { kind: 'form', key: ref.tag, matrix: placed, open: () => formSource(lib, context, form, page.node.Resources()) },
      });
    }
  });
  return found;
}
