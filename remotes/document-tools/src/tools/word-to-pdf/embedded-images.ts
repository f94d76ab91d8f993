/**
 * The document's pictures embedded in the PDF: the size each is shown at, and how many cannot
 * be drawn (a labelled box stands in for those).
 */
import type { PDFDocument, PDFImage } from '@cantoo/pdf-lib';
import type { FlowItem } from './layout-types';

export interface JobImage {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
  /** The size Word shows it at, in points, when the document says so. */
  width?: number;
  height?: number;
}

/** By image index; null where there was no picture or it would not embed. */
export type EmbeddedImages = readonly (PDFImage | null)[];

/** Pictures without a size in the document are shown at 96 pixels per inch, as Word does. */
const POINTS_PER_PIXEL = 0.75;

export async function embedImages(pdf: PDFDocument, images: readonly (JobImage | null)[]): Promise<EmbeddedImages> {
  const embedded: (PDFImage | null)[] = [];
  for (const image of images) {
    if (!image) {
      embedded.push(null);
      continue;
    }
    try {
      embedded.push(image.type === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes));
    } catch {
      embedded.push(null);
    }
  }
  return embedded;
}

/** The size picture `index` is shown at, in points: the document's, else its pixels at 96 DPI; null when not drawn. */
export function imageSizer(embedded: EmbeddedImages, images: readonly (JobImage | null)[]) {
  return (index: number) => {
    const picture = embedded[index];
    if (!picture) return null;
    const given = images[index];
    if (given?.width && given.height && given.width > 0 && given.height > 0) return { width: given.width, height: given.height };
    return { width: picture.width * POINTS_PER_PIXEL, height: picture.height * POINTS_PER_PIXEL };
  };
}

/** Pictures in `items` (table cells included) that a box stands in for. */
export function countImagesNotShown(items: readonly FlowItem[], embedded: EmbeddedImages): number {
  let count = 0;
  for (const item of items) {
    if (item.kind === 'image' && (item.image === null || !embedded[item.image])) count++;
    else if (item.kind === 'row') for (const cell of item.cells) count += countImagesNotShown(cell.items, embedded);
  }
  return count;
}
