/** A run of text, marked when the search matched it. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matched runs from inclusive [start, end] ranges (as Fuse reports
 * them). Ranges may overlap, touch, be unsorted or reach past the text; they are merged and
 * clamped. The result is data for React to render as text nodes, never markup, so a name or
 * query containing HTML stays text.
 */
export function highlightSegments(text: string, ranges: readonly (readonly [number, number])[]): Segment[] {
  const clamped = ranges
    .map(([start, end]) => [Math.max(0, Math.floor(start)), Math.min(text.length - 1, Math.floor(end))] as const)
    .filter(([start, end]) => end >= start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of clamped) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end + 1), match: true });
    cursor = end + 1;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
