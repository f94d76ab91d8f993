// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_OPTIONS, SAMPLE_MARKDOWN, type MarkdownOptions } from './logic';
import { describeRemoved, emptyRemoved } from './removed';
import { renderMarkdown } from './render';
import { sanitizeHtml } from './sanitize';

const html = (markdown: string, options: Partial<MarkdownOptions> = {}) => renderMarkdown({ markdown, options: { ...DEFAULT_OPTIONS, ...options } }).join('');
const safe = (markdown: string, options: Partial<MarkdownOptions> = {}, newTab = false) => sanitizeHtml(html(markdown, options), { newTab });

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
