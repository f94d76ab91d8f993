// @ts-check
/**
 * Documents for the document tools' benchmark (scripts/bench-heavy.mjs): HTML for Chromium to
 * print, and a .docx written by the `docx` library, each made here so the figures are repeatable.
 */
import * as docx from 'docx';

const PARAGRAPH =
  'The committee met on Tuesday to review the plan for the coming year, and agreed that every department should send its figures before the end of the month so the report can be finished in time.';

/** A report of `pages` printed pages: a heading, paragraphs and a list on each. */
export function benchReportHtml(/** @type {number} */ pages) {
  const page = (/** @type {number} */ n) =>
    `<section style="page-break-after: always"><h1>Chapter ${n}</h1>${`<p>${PARAGRAPH}</p>`.repeat(5)}<ul><li>First point of chapter ${n}</li><li>Second point</li><li>Third point</li></ul></section>`;
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family: sans-serif">${Array.from({ length: pages }, (_, i) => page(i + 1)).join('')}</body></html>`;
}

/** Two big noisy photos (drawn in the page), the kind of PDF compressors shrink. */
export function benchPhotoHtml() {
  return `<!doctype html><html><body style="margin:0"><h1>Photos</h1><div id="photos"></div><script>
for (const seedStart of [7, 11]) {
  const c = document.createElement('canvas'); c.width = 2400; c.height = 1600; const g = c.getContext('2d');
  const image = g.createImageData(c.width, c.height); let seed = seedStart;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < image.data.length; i += 4) { const x = (i / 4) % c.width, y = Math.floor(i / 4 / c.width);
    image.data[i] = (x / c.width) * 200 + rnd() * 50; image.data[i + 1] = (y / c.height) * 200 + rnd() * 50; image.data[i + 2] = 120 + rnd() * 60; image.data[i + 3] = 255; }
  g.putImageData(image, 0, 0);
  const img = new Image(); img.style.width = '100%'; img.src = c.toDataURL('image/png'); document.getElementById('photos').append(img);
}
</script></body></html>`;
}

/** A .docx with a heading, `paragraphs` paragraphs, a list and a table. */
export async function benchDocx(/** @type {number} */ paragraphs) {
  const { Document, Packer, Paragraph, HeadingLevel, Table, TableRow, TableCell } = docx;
  const cell = (/** @type {string} */ text) => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Annual report', heading: HeadingLevel.HEADING_1 }),
          ...Array.from({ length: paragraphs }, (_, i) => new Paragraph(`${i + 1}. ${PARAGRAPH}`)),
          new Paragraph({ text: 'Figures', heading: HeadingLevel.HEADING_2 }),
          new Table({ rows: [['Region', 'Sales', 'Growth'], ['North', '1200', '4%'], ['South', '900', '7%']].map((row) => new TableRow({ children: row.map(cell) })) }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
