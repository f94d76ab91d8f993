// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_OPTIONS,
  disarmHandlers,
  documentTitle,
  escapeHtml,
  fileNameFor,
  fullDocument,
  htmlToText,
  openElements,
  previewParts,
  readOptions,
  slugify,
} from './logic';

describe('disarmHandlers', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x data-th-onerror=alert(1)>'],
    ['<img/onerror=alert(1)>', '<img/data-th-onerror=alert(1)>'],
    ['<img src="x"onerror="a()">', '<img src="x"data-th-onerror="a()">'],
    ['<b ONCLICK = "x">', '<b data-th-ONCLICK = "x">'],
    ['<img title="a>b" onerror=x>', '<img title="a>b" data-th-onerror=x>'],
    ['<p title="only here">only=text onclick=x</p>', '<p title="only here">only=text onclick=x</p>'],
    ['</div>', '</div>'],
    ['<!-- c -->', '<!-- c -->'],
  ])('%j → %j', (input, expected) => {
    expect(disarmHandlers(input)).toBe(expected);
  });

  it('leaves the parser no inline handler to see in raw HTML (property)', () => {
    const pieces = ['<img src=x onerror=alert(1)>', '<b/onclick=x>', '<a href="#" onmouseover="y">', '<svg onload=z>', 'text', '"', "'", '>', ' ', '<i title="a>b" onfocus=q>'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }), (parts) => {
        const template = document.createElement('template');
        template.innerHTML = disarmHandlers(parts.join(''));
        for (const element of template.content.querySelectorAll('*')) {
          for (const attribute of element.attributes) expect(/^on/i.test(attribute.name)).toBe(false);
        }
      }),
    );
  });
});

describe('helpers', () => {
  it.each<[string[] | null, number, { html: string; truncated: boolean }]>([
    [null, 10, { html: '', truncated: false }],
    [['abc', 'def'], 10, { html: 'abcdef', truncated: false }],
    [['abc', 'def', 'ghij'], 8, { html: 'abcdef', truncated: true }],
    [['a long first piece'], 4, { html: 'a long first piece', truncated: false }],
  ])('previewParts(%j, %i)', (parts, limit, expected) => {
    expect(previewParts(parts, limit)).toEqual(expected);
  });

  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim me  ', 'trim-me'],
    ['Ça va? Très bien!', 'ça-va-très-bien'],
    ['C++ & C#', 'c--c'],
    ['snake_case-and-kebab', 'snake_case-and-kebab'],
    ['日本語 見出し', '日本語-見出し'],
    ['🎉 Party', '-party'],
    ['', ''],
  ])('slugify(%j) = %j', (text, expected) => {
    expect(slugify(text, new Map())).toBe(expected);
  });

  it('numbers repeated slugs without clashing with a literal "-1"', () => {
    const seen = new Map<string, number>();
    expect(['a', 'a', 'a-1', 'a'].map((text) => slugify(text, seen))).toEqual(['a', 'a-1', 'a-1-1', 'a-2']);
  });

  it('slugs are unique and safe in any document (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (titles) => {
        const seen = new Map<string, number>();
        const slugs = titles.map((title) => slugify(title, seen));
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(/[\s"'<>&]/.test(slug)).toBe(false);
      }),
    );
  });

  it.each([
    ['<em>a</em> &amp; <code>b</code>', 'a & b'],
    ['&lt;tag&gt; &quot;q&quot; &#39;s&#39;', '<tag> "q" \'s\''],
    ['&#169; &#xA9; &#x110000;', '© © \u{10ffff}'],
  ])('htmlToText(%j) = %j', (input, expected) => {
    expect(htmlToText(input)).toBe(expected);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(/[<>"']/.test(escapeHtml(text))).toBe(false);
        expect(htmlToText(escapeHtml(text))).toBe(text);
      }),
    );
  });

  it.each([
    ['<div>', 1],
    ['<div><p>x</p>', 1],
    ['</div>', -1],
    ['<details><summary>S</summary>', 1],
    ['<br><img src="x"><hr/>', 0],
    ['<x-card />', 0],
    ['<!-- <div> -->', 1],
    ['plain', 0],
  ])('openElements(%j) = %i', (input, expected) => {
    expect(openElements(input)).toBe(expected);
  });

  it.each([
    ['# Main *title*\n\ntext', 'Main title'],
    ['intro\n## Sub\n# Main [link](https://x.org)', 'Main link'],
    ['## Only a sub ##', 'Only a sub'],
    ['no heading', 'Document'],
    ['#not a heading', 'Document'],
    ['', 'Document'],
  ])('documentTitle(%j) = %j', (markdown, expected) => {
    expect(documentTitle(markdown)).toBe(expected);
  });

  it.each([
    ['My Notes: v2', 'my-notes-v2.html'],
    ['Document', 'document.html'],
    ['!!!', 'document.html'],
    ['a'.repeat(100), `${'a'.repeat(60)}.html`],
  ])('fileNameFor(%j) = %j', (title, expected) => {
    expect(fileNameFor(title)).toBe(expected);
  });

  it('wraps a complete page with charset, viewport and an escaped title', () => {
    const page = fullDocument('<p>x</p>\n', 'A <b> & "c"');
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(page).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(page).toContain('<main>\n<p>x</p>\n</main>');
    expect(page.endsWith('</html>\n')).toBe(true);
  });

  it.each([
    [{ flavour: 'gfm', breaks: '0', ids: '1', raw: 'keep' }, DEFAULT_OPTIONS],
    [{ flavour: 'commonmark', breaks: '1', ids: '0', raw: 'escape' }, { flavour: 'commonmark', breaks: true, headingIds: false, rawHtml: 'escape' }],
    [{ flavour: 'nonsense', breaks: 'yes', ids: '', raw: '<script>' }, { flavour: 'gfm', breaks: false, headingIds: true, rawHtml: 'keep' }],
  ])('readOptions(%j)', (values, expected) => {
    expect(readOptions(values)).toEqual(expected);
  });
});
