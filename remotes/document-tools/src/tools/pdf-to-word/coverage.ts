/**
 * Which pages have text to extract. A page with no text but a picture is most likely a scan;
 * when (nearly) all pages are like that, the PDF is a scanned document and needs OCR instead.
 */
import type { PageText } from './model';
import { countTextChars } from './textItems';

/** A page with fewer visible characters than this, and a picture, is a picture of text. */
export const SCAN_TEXT_CHARS = 20;
/** The share of textless pages from which the whole PDF counts as scanned. */
export const SCANNED_SHARE = 0.8;

export interface TextCoverage {
  /** 1-based numbers of the pages with no text to extract (blank pages without pictures aside). */
  textless: number[];
  /** Nearly every page is without text: there is nothing worth converting. */
  scanned: boolean;
  /** The textless pages have pictures (scans), rather than being blank. */
  pictures: boolean;
}

export function textCoverage(pages: readonly Pick<PageText, 'items' | 'hasImages'>[]): TextCoverage {
  const textless: number[] = [];
  let blank = 0;
  pages.forEach((page, index) => {
    const chars = countTextChars(page.items);
    if (chars === 0 && !page.hasImages) blank += 1;
    else if (page.hasImages && chars < SCAN_TEXT_CHARS) textless.push(index + 1);
  });
  const scanned = pages.length > 0 && textless.length + blank >= SCANNED_SHARE * pages.length;
  return { textless, scanned, pictures: textless.length > 0 };
}
