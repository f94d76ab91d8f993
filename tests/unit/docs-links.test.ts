import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token, type Tokens } from 'marked';
import { ROOT } from '../../scripts/lib/units.mjs';

/**
 * The documents cannot rot silently: every relative link and anchor in README.md, CONTRIBUTING.md,
 * CHANGELOG.md and docs/ resolves (anchors as GitHub makes them from headings), and every
 * `npm run <script>` they name exists in package.json.
 */
const DOCS = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const SCRIPTS = new Set(Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts));

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Every link and image target in a document, code blocks and code spans left out. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  const walk = (tokens: Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.type === 'link' || token.type === 'image') targets.push((token as Tokens.Link | Tokens.Image).href);
      if ('tokens' in token) walk(token.tokens as Token[]);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(Lexer.lex(markdown));
  return targets;
}

/** The anchors GitHub gives a document's headings. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    Lexer.lex(markdown)
      .filter((token): token is Tokens.Heading => token.type === 'heading')
      .map((heading) => slugger.slug(heading.text.replace(/`/g, ''))),
  );
}

/** `npm run <name>` in a document (code included), placeholders such as `<name>` left out. */
function npmScriptsNamed(markdown: string): string[] {
  return [...markdown.matchAll(/npm run (?:-s )?([a-z][\w:-]*)/g)].map((match) => match[1]!);
}

/** What is wrong with one relative target of `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return null; // https:, mailto: and other absolute URLs
  const [path = '', anchor] = target.split('#');
  const resolved = path ? join(dirname(join(ROOT, file)), decodeURIComponent(path)) : join(ROOT, file);
  if (!existsSync(resolved)) return `${file}: ${target} (no ${relative(ROOT, resolved)})`;
  if (anchor === undefined || statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return null;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor) ? null : `${file}: ${target} (no heading "#${anchor}" in ${relative(ROOT, resolved)})`;
}

describe('the documents', () => {
  it.each(DOCS)('%s: every relative link and anchor resolves', (file) => {
    const broken = linkTargets(read(file))
      .map((target) => brokenLink(file, target))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: every npm run script it names exists', (file) => {
    expect(npmScriptsNamed(read(file)).filter((name) => !SCRIPTS.has(name))).toEqual([]);
  });

  it('package.json has the version of the newest release in CHANGELOG.md', () => {
    const released = /^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/m.exec(read('CHANGELOG.md'));
    expect(released?.[1]).toBe((JSON.parse(read('package.json')) as { version: string }).version);
  });

  it('README.md stays a front door of at most 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });
});

describe('the checks themselves', () => {
  it('find links in text, lists and tables but not in code', () => {
    const markdown = ['[a](a.md) `[b](b.md)`', '', '- [c](c.md#x)', '', '| h |', '|---|', '| ![d](d.png) |', '', '```', '[e](e.md)', '```'].join('\n');
    expect(linkTargets(markdown)).toEqual(['a.md', 'c.md#x', 'd.png']);
  });

  it('make anchors as GitHub does', () => {
    expect([...anchorsOf('# Tool state: nothing typed is lost\n\n## The kit (`@toolhub/shared`)\n\n## Deploy\n\n## Deploy')]).toEqual([
      'tool-state-nothing-typed-is-lost',
      'the-kit-toolhubshared',
      'deploy',
      'deploy-1',
    ]);
  });

  it('name scripts but not placeholders', () => {
    expect(npmScriptsNamed('npm run build, `npm run -s counts`, npm run <script>, npm run docs:screenshots')).toEqual(['build', 'counts', 'docs:screenshots']);
  });

  it('report a missing file and a missing anchor', () => {
    expect(brokenLink('docs/testing.md', 'nowhere.md')).toMatch(/no docs\/nowhere\.md/);
    expect(brokenLink('docs/testing.md', '#no-such-heading')).toMatch(/no heading "#no-such-heading"/);
    expect(brokenLink('docs/testing.md', '#ci')).toBeNull();
    expect(brokenLink('docs/testing.md', 'https://example.com/x')).toBeNull();
  });
});
