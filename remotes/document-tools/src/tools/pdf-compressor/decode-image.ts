/**
 * Decoding a picture stream for the encoder: its byte filters undone, then a JPEG checked for
 * what browsers and PDF readers agree on, or raw samples (predictors reversed) turned into RGBA.
 */
import type { PDFContext, PDFRawStream } from '@cantoo/pdf-lib';
import type { ImageDescriptor, ImagePlan, SkipReason } from './classify';
import { undoLayers, type PdfLib } from './describe';
import type { ImageSource } from './image-codec';
import { readJpegInfo, toRgba, unpredictPng, unpredictTiff } from './pixels';

export type Decoded = { ok: true; source: ImageSource } | { ok: false; reason: SkipReason };

/** The picture `plan` says how to decode, as the encoder takes it; `channels` are its colour space's. */
export function decodeImage(
  lib: PdfLib,
  context: PDFContext,
  stream: PDFRawStream,
  image: ImageDescriptor,
  plan: Extract<ImagePlan, { kind: 'jpeg' | 'raw' }>,
  channels: 1 | 3,
): Decoded {
  try {
    const data = undoLayers(lib, context, stream.contents, plan.layers);
    if (plan.kind === 'jpeg') {
      const info = readJpegInfo(data);
      if (!info) return { ok: false, reason: 'unreadable' };
      if (info.arithmetic) return { ok: false, reason: 'format' };
      // A JPEG whose colours disagree with its colour space is shown in ways readers differ on: left alone.
      if (info.components !== channels) return { ok: false, reason: 'colour-space' };
      return { ok: true, source: { kind: 'jpeg', bytes: data } };
    }
    const { predictor } = plan;
    const samples =
      predictor.kind === 'png'
        ? unpredictPng(data, predictor.columns, predictor.colors, predictor.bitsPerComponent)
        : predictor.kind === 'tiff'
          ? unpredictTiff(data, predictor.columns, predictor.colors, predictor.bitsPerComponent)
          : data;
    const rgba = samples ? toRgba(samples, image.width, image.height, plan.channels, plan.bits) : null;
    if (!rgba) return { ok: false, reason: 'unreadable' };
    return { ok: true, source: { kind: 'pixels', rgba, width: image.width, height: image.height } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
