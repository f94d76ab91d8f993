/** The body text's measures (size, line pitch, share of bold), taken once over the whole document. */
import type { PageLayout } from './pageLayout';

/** What the whole document says about its body text, measured once. */
export interface Measures {
  /** The size most characters have. */
  body: number;
  /** Usual distance between baselines, by font size. */
  pitch: Map<number, number>;
  /** Share of body-size characters that are bold (a bold document has no bold headings). */
  boldShare: number;
}

export const visibleLength = (text: string) => text.replace(/\s+/g, '').length;

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | undefined;
  let most = 0;
  for (const [value, count] of counts) {
    if (count > most || (count === most && best !== undefined && value < best)) {
      best = value;
      most = count;
    }
  }
  return best;
}

export function measure(layouts: readonly PageLayout[]): Measures {
  const sizeChars = new Map<number, number>();
  const gaps = new Map<number, number[]>();
  for (const layout of layouts) {
    for (const segment of layout.segments) {
      segment.lines.forEach((line, index) => {
        sizeChars.set(line.fontSize, (sizeChars.get(line.fontSize) ?? 0) + visibleLength(line.text));
        const next = segment.lines[index + 1];
        if (!next || next.fontSize !== line.fontSize) return;
        const dy = next.y - line.y;
        if (dy >= 0.9 * line.fontSize && dy <= 2.5 * line.fontSize) {
          const list = gaps.get(line.fontSize) ?? [];
          list.push(Math.round(dy * 2) / 2);
          gaps.set(line.fontSize, list);
        }
      });
    }
  }
  let body = 0;
  let most = -1;
  for (const [size, chars] of sizeChars) {
    if (chars > most || (chars === most && size < body)) {
      body = size;
      most = chars;
    }
  }
  const pitch = new Map<number, number>();
  for (const [size, list] of gaps) pitch.set(size, mode(list) ?? 1.2 * size);
  let bold = 0;
  let all = 0;
  for (const layout of layouts) {
    for (const segment of layout.segments) {
      for (const line of segment.lines) {
        if (Math.abs(line.fontSize - body) > 0.5) continue;
        for (const run of line.runs) {
          const chars = visibleLength(run.text);
          all += chars;
          if (run.bold) bold += chars;
        }
      }
    }
  }
  return { body: body || 11, pitch, boldShare: all > 0 ? bold / all : 0 };
}
