/**
 * Recompressing one picture: classified, decoded, encoded as a JPEG at the size its display
 * calls for, and put in place of the original only when that pays (logic.ts decides both).
 */
import type { PDFContext, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { classifyImage, colourComponents, type SkipReason } from './classify';
import { decodeImage } from './decode-image';
import { describeImage, pdfName, type PdfLib } from './describe';
import type { Survey } from './display-sizes';
import type { ImageCodec } from './image-codec';
import { MIN_IMAGE_BYTES, shouldReplace, targetSize, type CompressSettings } from './logic';
import { readJpegInfo } from './pixels';

export type Attempt = { replaced: true; resized: boolean; before: number; after: number } | { replaced: false; reason: SkipReason | 'mask' };

export async function recompressImage(
  lib: PdfLib,
  context: PDFContext,
  ref: PDFRef,
  stream: PDFRawStream,
  usedAsMask: boolean,
  survey: Survey,
  settings: Pick<CompressSettings, 'quality' | 'maxDpi' | 'grayscale'>,
  codec: ImageCodec,
): Promise<Attempt> {
  const image = describeImage(lib, context, stream, usedAsMask);
  const plan = classifyImage(image);
  if (plan.kind === 'mask') return { replaced: false, reason: 'mask' };
  if (plan.kind === 'skip') return { replaced: false, reason: plan.reason };
  const channels = colourComponents(image.colourSpace)!;
  const greyed = settings.grayscale && channels === 3;
  const before = stream.contents.length;
  if (before < MIN_IMAGE_BYTES && !greyed) return { replaced: false, reason: 'small' };

  const decoded = decodeImage(lib, context, stream, image, plan, channels);
  if (!decoded.ok) return { replaced: false, reason: decoded.reason };

  const target = targetSize(image.width, image.height, survey.sizes.get(ref.tag) ?? survey.fallback, settings.maxDpi);
  const encoded = await codec.encode(decoded.source, target, settings.quality / 100, greyed);
  const written = encoded ? readJpegInfo(encoded) : null;
  if (!encoded || !written || (written.components !== 1 && written.components !== 3)) return { replaced: false, reason: 'unreadable' };
  const sourceKind = plan.kind === 'jpeg' ? 'jpeg' : 'raw';
  if (!shouldReplace({ before, after: encoded.length, source: sourceKind, resized: target.resized, greyed })) return { replaced: false, reason: 'not-smaller' };

  const { dict } = stream;
  dict.set(pdfName(lib, 'Filter'), pdfName(lib, 'DCTDecode'));
  dict.delete(pdfName(lib, 'DecodeParms'));
  dict.delete(pdfName(lib, 'Decode'));
  dict.set(pdfName(lib, 'Width'), lib.PDFNumber.of(written.width));
  dict.set(pdfName(lib, 'Height'), lib.PDFNumber.of(written.height));
  dict.set(pdfName(lib, 'BitsPerComponent'), lib.PDFNumber.of(8));
  // The original colour space stays when it has as many components as the new JPEG (an ICC
  // profile keeps describing the same colours); grey pictures written as RGB JPEGs become DeviceRGB.
  if (written.components !== channels) dict.set(pdfName(lib, 'ColorSpace'), pdfName(lib, written.components === 1 ? 'DeviceGray' : 'DeviceRGB'));
  stream.updateContents(encoded);
  return { replaced: true, resized: target.resized, before, after: encoded.length };
}
