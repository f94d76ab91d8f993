import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHUNK_CHARS, DEFAULT_OPTIONS, TOO_DEEP, type MarkdownOptions } from './logic';
import { renderMarkdown } from './render';

const html = (markdown: string, options: Partial<MarkdownOptions> = {}) => renderMarkdown({ markdown, options: { ...DEFAULT_OPTIONS, ...options } }).join('');

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
