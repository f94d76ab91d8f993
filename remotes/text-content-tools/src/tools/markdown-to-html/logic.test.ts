// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHUNK_CHARS,
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
  SAMPLE_MARKDOWN,
  slugify,
  TOO_DEEP,
  type MarkdownOptions,
} from './logic';
import { describeRemoved, emptyRemoved } from './removed';
import { renderMarkdown } from './render';
import { sanitizeHtml } from './sanitize';

const html = (markdown: string, options: Partial<MarkdownOptions> = {}) => renderMarkdown({ markdown, options: { ...DEFAULT_OPTIONS, ...options } }).join('');
const safe = (markdown: string, options: Partial<MarkdownOptions> = {}, newTab = false) => sanitizeHtml(html(markdown, options), { newTab });

describe('renderMarkdown: CommonMark and GFM', () => {
  it.each([
    ['# Title', '<h1 id="title">Title</h1>\n'],
    ['Setext\n===', '<h1 id="setext">Setext</h1>\n'],
    ['**bold** and _em_', '<p><strong>bold</strong> and <em>em</em></p>\n'],
    ['`a < b`', '<p><code>a &lt; b</code></p>\n'],
    ['```js\nif (a < b) {}\n```', '<pre><code class="language-js">if (a &lt; b) {}\n</code></pre>\n'],
    ['    indented', '<pre><code>indented\n</code></pre>\n'],
    ['> quote', '<blockquote>\n<p>quote</p>\n</blockquote>\n'],
    ['1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n'],
    ['[a](https://x.org "T")', '<p><a href="https://x.org" title="T">a</a></p>\n'],
    ['[ref]\n\n[ref]: https://x.org', '<p><a href="https://x.org">ref</a></p>\n'],
    ['![alt](p.png)', '<p><img src="p.png" alt="alt"></p>\n'],
    ['<https://x.org>', '<p><a href="https://x.org">https://x.org</a></p>\n'],
    ['a  \nb', '<p>a<br>b</p>\n'],
    ['a\nb', '<p>a\nb</p>\n'],
    ['***', '<hr>\n'],
    ['\\*not em\\*', '<p>*not em*</p>\n'],
    ['AT&T &copy;', '<p>AT&amp;T &copy;</p>\n'],
    ['~~gone~~', '<p><del>gone</del></p>\n'],
    ['- [ ] todo\n- [x] done', '<ul>\n<li><input disabled="" type="checkbox"> todo</li>\n<li><input checked="" disabled="" type="checkbox"> done</li>\n</ul>\n'],
    ['see https://x.org/a?b=1.', '<p>see <a href="https://x.org/a?b=1">https://x.org/a?b=1</a>.</p>\n'],
    ['www.x.org', '<p><a href="http://www.x.org">www.x.org</a></p>\n'],
    ['| a | b |\n|:--|--:|\n| 1 | 2 |', '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody></table>\n'],
    ['', ''],
  ])('%j → %j', (markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  it('plain CommonMark leaves GFM syntax as text', () => {
    expect(html('~~gone~~ https://x.org', { flavour: 'commonmark' })).toBe('<p>~~gone~~ https://x.org</p>\n');
    expect(html('| a |\n|---|\n| 1 |', { flavour: 'commonmark' })).toBe('<p>| a |\n|---|\n| 1 |</p>\n');
  });

  it('turns single line breaks into <br> only when asked (GFM)', () => {
    expect(html('a\nb', { breaks: true })).toBe('<p>a<br>b</p>\n');
    expect(html('a\nb', { breaks: true, flavour: 'commonmark' })).toBe('<p>a\nb</p>\n');
  });

  it('gives headings GitHub ids, numbered when repeated, or none', () => {
    expect(html('# Hello, World!\n## Hello, World!\n### `x` *y* & z')).toBe(
      '<h1 id="hello-world">Hello, World!</h1>\n<h2 id="hello-world-1">Hello, World!</h2>\n<h3 id="x-y--z"><code>x</code> <em>y</em> &amp; z</h3>\n',
    );
    expect(html('# Title', { headingIds: false })).toBe('<h1>Title</h1>\n');
    // Each document starts its own count.
    expect(html('# A')).toBe('<h1 id="a">A</h1>\n');
  });

  it('keeps raw HTML for the sanitiser, or shows it as text', () => {
    expect(html('<b>x</b>')).toBe('<p><b>x</b></p>\n');
    expect(html('<b>x</b>', { rawHtml: 'escape' })).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
    expect(html('<div onclick="x()">\n\nhi\n\n</div>', { rawHtml: 'escape' })).not.toContain('<div');
  });

  it('survives extreme input', () => {
    expect(html('>'.repeat(50) + ' deep')).toContain('deep');
    expect(() => html('>'.repeat(20_000) + ' deep')).toThrow(TOO_DEEP);
    expect(() => html('- '.repeat(20_000) + 'deep')).not.toThrow(RangeError);
    expect(html('*'.repeat(20_000)).length).toBeGreaterThan(0);
    expect(html('[' .repeat(10_000)).startsWith('<p>[')).toBe(true);
    // NUL and lone surrogates pass through: the browser's parser (DOMPurify) deals with them.
    expect(html('\u0000\uFFFD\uD800 é 👍🏽')).toBe('<p>\u0000\uFFFD\uD800 é 👍🏽</p>\n');
  });
});

describe('renderMarkdown pieces', () => {
  it('cuts a long document into pieces that join to the whole', () => {
    const markdown = Array.from({ length: 3000 }, (_, index) => `## Part ${index}\n\nText *${index}*.`).join('\n\n');
    const chunks = renderMarkdown({ markdown, options: DEFAULT_OPTIONS });
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= CHUNK_CHARS && chunk.length < CHUNK_CHARS * 2)).toBe(true);
    expect(chunks.join('')).toContain('<h2 id="part-2999">Part 2999</h2>');
    expect(chunks.join('').match(/<h2 /g)).toHaveLength(3000);
  });

  it('never cuts inside an element opened by raw HTML', () => {
    const inner = Array.from({ length: 2000 }, (_, index) => `Paragraph ${index}.`).join('\n\n');
    const chunks = renderMarkdown({ markdown: `<details>\n\n${inner}\n\n</details>\n\nafter`, options: DEFAULT_OPTIONS });
    const holder = chunks.find((chunk) => chunk.includes('<details>'))!;
    expect(holder).toContain('</details>');
  });

  it('reports progress while converting', () => {
    const seen: number[] = [];
    renderMarkdown({ markdown: 'a\n\n'.repeat(2000), options: DEFAULT_OPTIONS }, (fraction) => seen.push(fraction));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
  });

  it('always joins to the same HTML as one piece would (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('# H', 'text *em*', '<div>', '</div>', '- item', '```\ncode\n```', '| a |\n|---|\n| 1 |', '> q'), { maxLength: 60 }), (blocks) => {
        const markdown = blocks.join('\n\n');
        const chunks = renderMarkdown({ markdown, options: DEFAULT_OPTIONS });
        expect(chunks.every((chunk) => typeof chunk === 'string')).toBe(true);
        expect(chunks.join('')).toBe(html(markdown));
      }),
      { numRuns: 200 },
    );
  });
});

describe('sanitising (DOMPurify)', () => {
  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['[x](javascript:alert(1))', 'javascript:'],
    ['[x](JaVaScRiPt:alert(1))', 'ascript:'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'ascript'],
    ['<a href=" javascript:alert(1)">x</a>', 'javascript'],
    ['![x](javascript:alert(1))', 'javascript'],
    ['<svg><script>alert(1)</script><animate onbegin=alert(1)></svg>', 'alert'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<object data="x.swf"></object><embed src="x">', 'x.swf'],
    ['<form action="https://evil.example"><input name="p"><button>Go</button></form>', '<form'],
    ['<style>body { display: none }</style>', 'display'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', 'onerror'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:text/html'],
    ['<div style="background:url(javascript:alert(1))">x</div>', 'javascript'],
    ['<div style="position:fixed;inset:0">fake page</div>', 'position'],
    ['<p onmouseover="alert(1)">hover</p>', 'onmouseover'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', 'onerror'],
  ])('%j leaves no %j', (markdown, unsafe) => {
    expect(safe(markdown).html.toLowerCase()).not.toContain(unsafe.toLowerCase());
  });

  it('says what it removed', () => {
    const { removed } = safe('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <b onclick="y()">b</b>\n\n[x](javascript:alert(1)) <iframe></iframe>');
    expect(describeRemoved(removed)).toBe(
      'Removed for safety: 1 <iframe> element, 1 <script> element, 2 event handlers (onclick, onerror) and 1 unsafe link.',
    );
    expect(describeRemoved(emptyRemoved())).toBeNull();
    expect(describeRemoved(safe('<input type="text" name="q">').removed)).toBe('Removed for safety: 1 <input> element.');
  });

  it('keeps task-list boxes, read-only, and the rest of ordinary Markdown untouched', () => {
    expect(safe(SAMPLE_MARKDOWN).html).toContain('<input checked="" disabled="" type="checkbox">');
    const plain = '# T\n\n| a |\n|---|\n| 1 |\n\n~~x~~ **y** [z](https://x.org) ![i](https://x.org/i.png)';
    expect(safe(plain).html).toBe(html(plain));
    expect(describeRemoved(safe(plain).removed)).toBeNull();
  });

  it('opens links to other sites in a new tab when asked', () => {
    expect(safe('[a](https://x.org) [b](#part) [c](mailto:a@b.co)', {}, true).html).toBe(
      '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">a</a> <a href="#part">b</a> <a href="mailto:a@b.co">c</a></p>\n',
    );
    expect(safe('[a](https://x.org)').html).toBe('<p><a href="https://x.org">a</a></p>\n');
  });

  it('never lets an event handler or javascript: URL through (property)', () => {
    const pieces = ['<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">a</a>', '[l](javascript:alert(1))', '<script>x</script>', '<svg onload=alert(1)>', '**b**', '<div>', '</div>', '`<script>`', '<!-- c -->', '<iframe>', '<p title="x onerror=y">', '\n\n', 'text', '<details open ontoggle=alert(1)>'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), fc.boolean(), (parts, newTab) => {
        const out = sanitizeHtml(html(parts.join('')), { newTab }).html;
        const doc = new DOMParser().parseFromString(out, 'text/html');
        for (const element of doc.body.querySelectorAll('*')) {
          expect(['SCRIPT', 'IFRAME', 'STYLE'].includes(element.tagName)).toBe(false);
          for (const attribute of element.attributes) {
            expect(attribute.name.startsWith('on')).toBe(false);
            expect(/^\s*javascript:/i.test(attribute.value) && ['href', 'src'].includes(attribute.name)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

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
