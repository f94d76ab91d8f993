/** A fake measure and flow context for the layout tests (layout.ts, paginate.ts). */
import type { FlowContext, Measure, TextStyle } from './layout-types';

/** Every character half an em wide, bold a little wider: simple sums to reason about. */
export const measure: Measure = (text, font, size) => [...text].length * size * (font === 'bold' || font === 'boldItalic' ? 0.6 : 0.5);
export const plain: TextStyle = { font: 'regular', size: 10 };
export const lineText = (line: { fragments: { text: string }[] }) => line.fragments.map((f) => f.text).join('');

export const ctx: FlowContext = { measure, bodySize: 10, lineHeight: 1.2, imageSize: () => ({ width: 400, height: 200 }), maxImageHeight: 500 };
