/** What drawing the flow items shares: the engine, the PDF, its fonts and pictures, and the colours. */
import type { PDFDocument, RGB } from '@cantoo/pdf-lib';
import type { Engine } from '../text-to-pdf/draw';
import type { EmbeddedFonts } from './embedded-fonts';
import type { EmbeddedImages } from './embedded-images';
import type { Ink } from './layout-types';

export interface Palette {
  ink: Record<Ink, RGB>;
  border: RGB;
  /** Behind table heading cells. */
  headFill: RGB;
  /** Behind highlighted text. */
  highlight: RGB;
}

export interface Paint {
  lib: Engine[0];
  pdf: PDFDocument;
  fonts: EmbeddedFonts;
  images: EmbeddedImages;
  palette: Palette;
}

export function createPalette(rgb: Engine[0]['rgb']): Palette {
  return {
    ink: { text: rgb(0.07, 0.07, 0.09), link: rgb(0.04, 0.3, 0.7), muted: rgb(0.3, 0.32, 0.37) },
    border: rgb(0.55, 0.57, 0.6),
    headFill: rgb(0.93, 0.94, 0.95),
    highlight: rgb(1, 0.93, 0.35),
  };
}
