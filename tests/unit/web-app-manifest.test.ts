import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKGROUND_COLOR, manifestJson, SHORTCUT_COUNT, THEME_COLORS, webAppManifest } from '../../scripts/lib/pages/manifest.mjs';
import { readCatalogue, ROOT } from '../../scripts/lib/units.mjs';
import { popularTools, type Catalogue } from '../../shared/src/catalogue';

const tool = (path: string, isAvailable = true) => ({ name: `Tool ${path}`, path, description: `Does ${path}.`, isAvailable });
const urls = (catalogue: Parameters<typeof webAppManifest>[0]) => (webAppManifest(catalogue) as { shortcuts?: { url: string }[] }).shortcuts?.map(({ url }) => url);

describe('web app manifest', () => {
  it('names the site, starts at its root as a standalone app, in its colours', () => {
    expect(webAppManifest({ tools: [] })).toEqual({
      id: '/',
      name: 'ToolHub: free online tools and games',
      short_name: 'ToolHub',
      description: 'ToolHub (BETA): free small online tools and games that run in your browser.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f7fb',
      theme_color: '#ffffff',
      icons: [
        { src: '/icons/toolhub.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/toolhub-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/toolhub-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/toolhub-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it.each([
    ['no tools at all', {}, undefined],
    ['no available tool (no popular tools)', { tools: [tool('a', false), tool('b', false)] }, undefined],
    ['one available tool among coming-soon ones', { tools: [tool('a', false), tool('b'), tool('c', false)] }, ['/b']],
    ['exactly six available', { tools: ['a', 'b', 'c', 'd', 'e', 'f'].map((path) => tool(path)) }, ['/a', '/b', '/c', '/d', '/e', '/f']],
    [
      'more than six: the first six available, in catalogue order',
      { tools: [tool('z'), tool('y', false), ...['x', 'w', 'v', 'u', 't', 's'].map((path) => tool(path))] },
      ['/z', '/x', '/w', '/v', '/u', '/t'],
    ],
  ])('shortcuts for %s: %j', (_case, catalogue, expected) => {
    expect(urls(catalogue)).toEqual(expected);
  });

  it('a shortcut carries the tool’s name and description', () => {
    expect(webAppManifest({ tools: [tool('json-formatter')] })).toMatchObject({
      shortcuts: [{ name: 'Tool json-formatter', description: 'Does json-formatter.', url: '/json-formatter' }],
    });
  });

  it('offers the tools the app calls popular (popularTools in the kit), for the real catalogue', () => {
    const catalogue = readCatalogue() as unknown as Catalogue;
    expect(SHORTCUT_COUNT).toBe(6);
    expect(urls(catalogue)).toEqual(popularTools(catalogue).map((entry) => `/${entry.path}`));
  });

  it('is written as indented JSON with a final newline', () => {
    const text = manifestJson({ tools: [tool('a')] });
    expect(JSON.parse(text)).toEqual(webAppManifest({ tools: [tool('a')] }));
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('theme colours', () => {
  const styles = readFileSync(join(ROOT, 'shared', 'src', 'ui', 'styles.css'), 'utf8');
  const token = (block: RegExp, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6});`).exec(block.exec(styles)?.[1] ?? '')?.[1];
  const light = /:root \{([\s\S]*?)\n\}/;
  const dark = /:root\[data-theme='dark'\] \{([\s\S]*?)\n\}/;

  it('are the header’s surface in each theme, and the splash screen the light page background', () => {
    expect(THEME_COLORS).toEqual({ light: token(light, '--th-surface'), dark: token(dark, '--th-surface') });
    expect(BACKGROUND_COLOR).toBe(token(light, '--th-bg'));
  });

  it('are named in every page’s head, one per colour scheme', () => {
    const html = readFileSync(join(ROOT, 'host', 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
