import { describe, expect, it } from 'vitest';
import * as docx from 'docx';
import { convert, previewOf, PREVIEW_BLOCKS, PREVIEW_CHARS } from './convert';
import { CREATOR, levelText, writeDocx } from './docxWriter';
import type { Block, DocModel } from './model';
import { DEFAULT_OPTIONS } from './model';
import { LOREM2, PageBuilder } from './pages.testutil';
import { readDocx } from './testPdfs.testutil';

const stats = { pages: 2, paragraphs: 0, headings: 0, lists: 0, listItems: 0, words: 0 };

function model(blocks: Block[], lists: DocModel['lists'] = []): DocModel {
  return { blocks, lists, stats, pageSize: { width: 612, height: 792 } };
}

describe('levelText', () => {
  it.each([
    ['bullet', 'dot', 0, '•'],
    ['bullet', 'dot', 1, '◦'],
    ['bullet', 'dot', 2, '▪'],
    ['bullet', 'dot', 3, '•'],
    ['decimal', 'dot', 0, '%1.'],
    ['decimal', 'paren', 1, '%2)'],
    ['lower-letter', 'parens', 0, '(%1)'],
  ] as const)('%s %s level %d → %s', (format, style, level, expected) => {
    expect(levelText(format, style, level)).toBe(expected);
  });
});

describe('writeDocx', () => {
  it('writes headings, paragraphs with kept breaks, styled runs, tabs and lists', async () => {
    const blob = await writeDocx(
      docx,
      model(
        [
          { kind: 'heading', level: 1, runs: [{ text: 'Title & <More>' }], page: 0 },
          { kind: 'heading', level: 3, runs: [{ text: 'Small' }], page: 0 },
          { kind: 'paragraph', lines: [[{ text: 'Jane ', bold: true }, { text: 'Smith', italic: true }], [{ text: 'Name\tValue' }]], page: 0 },
          { kind: 'list-item', list: 1, level: 0, marker: 'iii.', runs: [{ text: 'Third' }], page: 1 },
          { kind: 'list-item', list: 1, level: 1, marker: '•', runs: [{ text: 'Nested' }], page: 1 },
          { kind: 'list-item', list: 2, level: 0, marker: '(a)', runs: [{ text: 'Letter' }], page: 1 },
        ],
        [
          { id: 1, levels: [{ format: 'lower-roman', style: 'dot', start: 3 }, { format: 'bullet', style: 'dot', start: 1 }] },
          { id: 2, levels: [{ format: 'lower-letter', style: 'parens', start: 1 }] },
        ],
      ),
      { title: 'My Doc', pageBreaks: true, source: 'my.pdf' },
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { paragraphs, xml, files } = await readDocx(blob);
    expect(paragraphs.map((p) => [p.style, p.numbered, p.text])).toEqual([
      ['Heading1', false, 'Title & <More>'],
      ['Heading3', false, 'Small'],
      ['', false, 'Jane Smith\nName\tValue'],
      ['ListParagraph', true, 'Third'],
      ['ListParagraph', true, 'Nested'],
      ['ListParagraph', true, 'Letter'],
    ]);
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('<w:i/>');
    expect(xml).toContain('Title &amp; &lt;More&gt;');
    // A new PDF page starts a new Word page.
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(1);
    expect(xml.split('<w:pageBreakBefore/>')[1]).toContain('Third');
    // US Letter from the PDF's page size.
    expect(xml).toContain('w:w="12240" w:h="15840"');
    const numbering = files['word/numbering.xml']!;
    expect(numbering).toContain('<w:numFmt w:val="lowerRoman"/>');
    expect(numbering).toContain('<w:start w:val="3"/>');
    expect(numbering).toContain('<w:lvlText w:val="(%1)"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    const core = files['docProps/core.xml']!;
    expect(core).toContain('<dc:title>My Doc</dc:title>');
    expect(core).toContain(`<dc:creator>${CREATOR}</dc:creator>`);
    expect(core).toContain('<dc:description>Converted from my.pdf</dc:description>');
  });

  it('writes an empty document when there is nothing, and reports progress', async () => {
    const steps: number[] = [];
    const blob = await writeDocx(docx, { ...model([]), pageSize: null }, { title: 'Empty', pageBreaks: false }, (fraction) => steps.push(fraction));
    const { paragraphs } = await readDocx(blob);
    expect(paragraphs).toEqual([]);
    expect(steps.at(-1)).toBe(1);
  });

  it('leaves an odd page size to Word', async () => {
    const { xml } = await readDocx(await writeDocx(docx, { ...model([{ kind: 'paragraph', lines: [[{ text: 'x' }]], page: 0 }]), pageSize: { width: 10, height: 10 } }, { title: 't', pageBreaks: false }));
    expect(xml).not.toContain('w:w="200"');
  });
});

describe('convert and previewOf', () => {
  it('converts pages and previews the first blocks, cut', async () => {
    const page = new PageBuilder(72, 523, 90, 595, 20_000);
    for (let index = 0; index < PREVIEW_BLOCKS + 6; index++) page.paragraph(`Paragraph ${index}. ${LOREM2}`);
    const progress: number[] = [];
    const result = await convert(docx, { pages: [page.build()], options: DEFAULT_OPTIONS, title: 'T', fileName: 't.pdf' }, (fraction) => progress.push(fraction));
    expect(result.preview).toHaveLength(PREVIEW_BLOCKS);
    expect(result.more).toBe(6);
    expect(result.stats.paragraphs).toBe(PREVIEW_BLOCKS + 6);
    expect(progress.at(-1)).toBe(1);
  });

  it('cuts long text in the preview', () => {
    const long = 'word '.repeat(200);
    const [paragraph, heading] = previewOf([
      { kind: 'paragraph', lines: [[{ text: long }], [{ text: 'second line' }]], page: 0 },
      { kind: 'heading', level: 1, runs: [{ text: long }], page: 0 },
    ]);
    expect(paragraph).toEqual({ kind: 'paragraph', lines: [[{ text: `${long.slice(0, PREVIEW_CHARS)}…` }]], page: 0 });
    expect(heading?.kind === 'heading' && heading.runs[0]!.text.length).toBe(PREVIEW_CHARS + 1);
  });
});
