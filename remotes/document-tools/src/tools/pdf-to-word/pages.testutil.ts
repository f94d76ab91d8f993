/**
 * Builds pages of text items the way a word processor lays them out (margins, wrapped lines,
 * paragraph spacing, hanging list indents), for the layout tests. Glyphs are 0.5 em wide.
 */
import type { PageText, Shape, TextItem } from './model';

export const EM = 0.5;

export function item(str: string, x: number, y: number, size = 11, extra: Partial<TextItem> = {}): TextItem {
  return { str, x, y, width: str.length * EM * size, fontSize: size, fontName: extra.bold ? 'Helvetica-Bold' : 'Helvetica', ...extra };
}

export interface LineOptions {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  /** Extra left indent of this line. */
  indent?: number;
  /** Leading as a multiple of the size. */
  leading?: number;
}

export interface ParagraphOptions extends LineOptions {
  /** Indent of the first line only (negative for a hanging first line). */
  firstIndent?: number;
  /** Space after the paragraph, in points. */
  after?: number;
  /** Width available, from the left margin; the frame's by default. */
  width?: number;
}

/** Splits text into lines no wider than `width` points at `size`. */
export function wrap(text: string, width: number, size: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (EM * size)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length > perLine && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export class PageBuilder {
  items: TextItem[] = [];
  shapes: Shape[] = [];
  y: number;
  hasImages = false;

  constructor(
    readonly left = 72,
    readonly right = 523,
    top = 90,
    readonly width = 595,
    readonly height = 842,
  ) {
    this.y = top;
  }

  /** One line at the current position; the position moves down one line. */
  line(text: string, options: LineOptions = {}): this {
    const size = options.size ?? 11;
    this.items.push(item(text, this.left + (options.indent ?? 0), this.y, size, { bold: options.bold, italic: options.italic }));
    this.y += size * (options.leading ?? 1.2);
    return this;
  }

  /** A paragraph wrapped to the frame, then `after` points of space. */
  paragraph(text: string, options: ParagraphOptions = {}): this {
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    const first = options.firstIndent ?? 0;
    const width = (options.width ?? this.right - this.left) - indent;
    const lines = wrap(text, width - Math.max(0, first), size);
    lines.forEach((line, index) => this.line(line, { ...options, indent: indent + (index === 0 ? first : 0) }));
    this.y += options.after ?? 6;
    return this;
  }

  /** A list item: the marker, then its text wrapped with a hanging indent. */
  listItem(marker: string, text: string, options: ParagraphOptions & { level?: number } = {}): this {
    const size = options.size ?? 11;
    const markerX = this.left + 18 + (options.level ?? 0) * 18;
    const textX = markerX + Math.max(14, marker.length * EM * size + 5);
    const lines = wrap(text, this.right - textX, size);
    lines.forEach((line, index) => {
      if (index === 0) this.items.push(item(marker, markerX, this.y, size));
      this.items.push(item(line, textX, this.y, size, { bold: options.bold }));
      this.y += size * (options.leading ?? 1.2);
    });
    this.y += options.after ?? 2;
    return this;
  }

  /** A bullet drawn as a shape (as browsers print them) before the item's text. */
  drawnBullet(text: string, options: { round?: boolean; filled?: boolean; size?: number } = {}): this {
    const size = options.size ?? 11;
    const markerX = this.left + 18;
    this.shapes.push({ x0: markerX, y0: this.y - 0.45 * size, x1: markerX + 3.5, y1: this.y - 0.45 * size + 3.5, filled: options.filled ?? true, round: options.round ?? true });
    this.items.push(item(text, markerX + 14, this.y, size));
    this.y += size * 1.2;
    return this;
  }

  space(points: number): this {
    this.y += points;
    return this;
  }

  /** Text at the very top (y = 40) or bottom (height − 40) of the page. */
  header(text: string, x = this.left): this {
    this.items.push(item(text, x, 40, 9));
    return this;
  }

  footer(text: string, x = this.left): this {
    this.items.push(item(text, x, this.height - 40, 9));
    return this;
  }

  build(): PageText {
    return { width: this.width, height: this.height, items: this.items, hasImages: this.hasImages, shapes: this.shapes };
  }
}

export const LOREM =
  'The quick brown fox jumps over the lazy dog while the careful reader follows every word of this long and winding sentence about nothing in particular.';
export const LOREM2 = 'Another paragraph begins here and goes on long enough to wrap across at least two lines of the page, so that joining can be tested.';

/** Two columns of wrapped text under a full-width title. */
export function twoColumnPage(leftText: string, rightText: string, title = 'A Two Column Article'): PageText {
  const page = new PageBuilder();
  page.line(title, { size: 20, bold: true });
  page.space(12);
  const top = page.y;
  const left = new PageBuilder(72, 287, top);
  left.paragraph(leftText, { width: 215 });
  const right = new PageBuilder(308, 523, top);
  right.paragraph(rightText, { width: 215 });
  return { width: 595, height: 842, items: [...page.items, ...left.items, ...right.items] };
}
