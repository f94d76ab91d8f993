// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentStats } from './document-stats';
import { allRuns, mergeRuns, type Block, type Run } from './model';
import { htmlToBlocks } from './read-html';

const p = (...runs: Run[]): Block => ({ type: 'paragraph', runs });
const image = (src: string) => (/^img:(\d+)$/.test(src) ? Number(src.slice(4)) : null);

describe('htmlToBlocks', () => {
  it.each<[string, string, Block[]]>([
    ['a paragraph', '<p>Hello world</p>', [p({ text: 'Hello world' })]],
    ['headings h1–h6 and the title', '<h1 class="title">T</h1><h1>A</h1><h3>C</h3><h6>F</h6>', [
      { type: 'heading', level: 0, runs: [{ text: 'T' }] },
      { type: 'heading', level: 1, runs: [{ text: 'A' }] },
      { type: 'heading', level: 3, runs: [{ text: 'C' }] },
      { type: 'heading', level: 6, runs: [{ text: 'F' }] },
    ]],
    ['bold, italic, underline, strike, nested', '<p>a <strong>b <em>c</em></strong> <u>d</u> <s>e</s></p>', [
      p({ text: 'a ' }, { text: 'b ', bold: true }, { text: 'c', bold: true, italic: true }, { text: ' ' }, { text: 'd', underline: true }, { text: ' ' }, { text: 'e', strike: true }),
    ]],
    ['superscript, subscript and highlight', '<p>x<sup>2</sup> H<sub>2</sub>O <mark>m</mark></p>', [
      p({ text: 'x' }, { text: '2', script: 'sup' }, { text: ' H' }, { text: '2', script: 'sub' }, { text: 'O ' }, { text: 'm', highlight: true }),
    ]],
    ['external links keep their address, inner ones become text', '<p><a href="https://a.test/x">site</a> <a href="#part">part</a> <a href="mailto:a@b.test">mail</a> <a href="javascript:alert(1)">js</a></p>', [
      p({ text: 'site', href: 'https://a.test/x' }, { text: ' part ' }, { text: 'mail', href: 'mailto:a@b.test' }, { text: ' js' }),
    ]],
    ['line breaks', '<p>one<br>two<br />three</p>', [p({ text: 'one\ntwo\nthree' })]],
    ['empty paragraphs are dropped, a lone break is kept', '<p></p><p>  </p><p><br></p>', [p({ text: '\n' })]],
    ['a page break between paragraphs', '<p>a</p><hr class="page-break"><p>b</p>', [p({ text: 'a' }), { type: 'pageBreak' }, p({ text: 'b' })]],
    ['a page break inside a paragraph splits it', '<p>a<span><hr class="page-break"></span>b</p>', [p({ text: 'a' }), { type: 'pageBreak' }, p({ text: 'b' })]],
    ['a picture inside a paragraph splits it', '<p>before <img src="img:0" alt="Logo"> after</p>', [
      p({ text: 'before ' }),
      { type: 'image', image: 0, alt: 'Logo' },
      p({ text: ' after' }),
    ]],
    ['an unknown picture is kept as a stand-in', '<p><img src="data:image/x-emf;base64,AAAA"></p>', [{ type: 'image', image: null, alt: '' }]],
    ['a bulleted list with a nested numbered list', '<ul><li>one<ol><li>one-a</li></ol></li><li>two</li></ul>', [
      {
        type: 'list',
        ordered: false,
        items: [[p({ text: 'one' }), { type: 'list', ordered: true, items: [[p({ text: 'one-a' })]] }], [p({ text: 'two' })]],
      },
    ]],
    ['list items with paragraphs inside', '<ol><li><p>a</p><p>b</p></li></ol>', [{ type: 'list', ordered: true, items: [[p({ text: 'a' }), p({ text: 'b' })]] }]],
    ['quotes and captions', '<blockquote><p>q</p></blockquote><p class="caption">c</p>', [
      { type: 'paragraph', variant: 'quote', runs: [{ text: 'q' }] },
      { type: 'paragraph', variant: 'caption', runs: [{ text: 'c' }] },
    ]],
    ['footnotes at the end, without the links back', '<p>x<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p><ol><li id="footnote-1"><p>Note. <a href="#footnote-ref-1">↑</a></p></li></ol>', [
      p({ text: 'x' }, { text: '[1]', script: 'sup' }),
      { type: 'rule' },
      { type: 'list', ordered: true, notes: true, items: [[p({ text: 'Note. ' })]] },
    ]],
    ['text outside any paragraph', 'loose <b>text</b>', [p({ text: 'loose ' }, { text: 'text', bold: true })]],
    ['hand-written HTML indentation is not content', '<p>\n  one\n  two\n</p>\n<p>three</p>', [p({ text: ' one two ' }), p({ text: 'three' })]],
    ['scripts and styles are ignored', '<style>p{}</style><script>x()</script><p>ok</p>', [p({ text: 'ok' })]],
    ['a span keeps the style around it', '<p><em>a <span>b</span></em></p>', [p({ text: 'a b', italic: true })]],
  ])('%s', (_name, html, expected) => {
    expect(htmlToBlocks(html, { image })).toEqual(expected);
  });

  it('reads tables: head rows, merged cells, blocks in cells', () => {
    const html =
      '<table><thead><tr><th><p>Name</p></th><th><p>Qty</p></th></tr></thead><tbody>' +
      '<tr><td rowspan="2"><p>A</p></td><td colspan="3"><ul><li>x</li></ul></td></tr><tr><td>7</td></tr><tr><th>Bold row</th></tr></tbody></table>';
    const [table] = htmlToBlocks(html);
    expect(table).toEqual({
      type: 'table',
      rows: [
        {
          header: true,
          cells: [
            { blocks: [p({ text: 'Name' })], header: true, colspan: 1, rowspan: 1 },
            { blocks: [p({ text: 'Qty' })], header: true, colspan: 1, rowspan: 1 },
          ],
        },
        {
          header: false,
          cells: [
            { blocks: [p({ text: 'A' })], header: false, colspan: 1, rowspan: 2 },
            { blocks: [{ type: 'list', ordered: false, items: [[p({ text: 'x' })]] }], header: false, colspan: 3, rowspan: 1 },
          ],
        },
        { header: false, cells: [{ blocks: [p({ text: '7' })], header: false, colspan: 1, rowspan: 1 }] },
        // A row of <th> below the body is bold but does not repeat on every page.
        { header: false, cells: [{ blocks: [p({ text: 'Bold row' })], header: true, colspan: 1, rowspan: 1 }] },
      ],
    });
  });

  it.each([
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['4', 4],
    ['99999', 1000],
  ])('reads colspan="%s" as %i', (value, expected) => {
    const [table] = htmlToBlocks(`<table><tr><td colspan="${value}">x</td></tr></table>`);
    expect(table?.type === 'table' && table.rows[0]?.cells[0]?.colspan).toBe(expected);
  });

  it('drops tables without rows and lists without items', () => {
    expect(htmlToBlocks('<table></table><ul></ul><p>x</p>')).toEqual([p({ text: 'x' })]);
  });

  it('keeps every character of the text, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('p', 'h2', 'li'), fc.stringMatching(/^[a-zA-Z0-9 Ωж.,]{1,20}$/)), { maxLength: 15 }), (parts) => {
        const html = parts.map(([tag, text]) => (tag === 'li' ? `<ul><li>${text}</li></ul>` : `<${tag}>${text}</${tag}>`)).join('');
        const blocks = htmlToBlocks(html);
        const text = [...allRuns(blocks)].map((run) => run.text).join('');
        expect(text.replace(/\s/g, '')).toBe(parts.map(([, t]) => t).join('').replace(/\s/g, ''));
      }),
    );
  });
});

describe('mergeRuns', () => {
  it('joins neighbours of the same style and drops empty runs', () => {
    expect(mergeRuns([{ text: 'a' }, { text: '' }, { text: 'b' }, { text: 'c', bold: true }, { text: 'd', bold: true }])).toEqual([{ text: 'ab' }, { text: 'cd', bold: true }]);
  });
});

describe('documentStats', () => {
  it('counts headings, paragraphs, lists (not nested ones), tables, pictures and words', () => {
    const blocks = htmlToBlocks(
      '<h1>Big title</h1><p>One two three.</p><ul><li>a<ul><li>b</li></ul></li></ul><table><tr><td>cell text</td></tr></table><p><img src="img:0"></p><p>— 42 —</p>',
      { image },
    );
    expect(documentStats(blocks)).toEqual({ headings: 1, paragraphs: 5, lists: 1, tables: 1, images: 1, words: 10 });
  });
});
