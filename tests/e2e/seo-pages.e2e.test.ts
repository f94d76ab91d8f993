/**
 * Issue 15 §2: every page answers with its own HTML (title, description, canonical, Open Graph,
 * Twitter, JSON-LD, name and description in the body) before any script runs; unknown paths
 * answer 404 with the not-found page; /sitemap.xml and /robots.txt. Read with Node's fetch (no
 * JavaScript, as a crawler), then in Chromium, where the app takes over the pre-rendered page.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { readCatalogue } from '../../scripts/lib/units.mjs';

const PORT = 4450;
const suite = siteAndBrowser(PORT);

const catalogue = readCatalogue() as unknown as { tools: { path: string; name: string; isAvailable: boolean }[] };

const get = async (path: string) => {
  const answer = await fetch(`${suite.site.url}${path}`);
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
};
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!) as { '@type': string }[]);

describe('pages without JavaScript', () => {
  it('/json-formatter answers 200 with its own head and its name in the body', async () => {
    const { status, type, text } = await get('/json-formatter');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(tag(text, /<title>([^<]*)<\/title>/)).toBe('JSON Formatter | ToolHub');
    expect(tag(text, /<meta name="description" content="([^"]*)">/)).toBe('Format, validate, minify and sort JSON with exact error positions.');
    expect(tag(text, /<link rel="canonical" href="([^"]*)">/)).toBe(`${suite.site.url}/json-formatter`);
    expect(tag(text, /<meta property="og:title" content="([^"]*)">/)).toBe('JSON Formatter | ToolHub');
    expect(tag(text, /<meta name="twitter:card" content="([^"]*)">/)).toBe('summary');
    const data = jsonLd(text);
    expect(data.map((entry) => entry['@type'])).toEqual(['WebApplication', 'BreadcrumbList']);
    expect(data[1]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Developer Tools' }, { name: 'JSON Formatter' }] });
    expect(tag(text, /<div id="root"><!--prerender-->([\s\S]*?)<!--\/prerender--><\/div>/)).toBe(
      '<div class="app"><div class="header"><div class="header-inner"></div></div><main class="main"><div class="page tool-page"><div class="tool-heading">' +
        '<span class="tool-heading-icon" aria-hidden="true">🧾</span><div><h1>JSON Formatter</h1><p>Format, validate, minify and sort JSON with exact error positions.</p></div>' +
        '<span class="favourite-star tool-heading-star"><span class="favourite-star-button"></span></span></div></div></main></div>',
    );
  });

  it.each([
    ['/', 200, 'ToolHub: free online tools and games'],
    ['/privacy-policy', 200, 'Privacy Policy | ToolHub'],
    ['/json-formatter?input=x', 200, 'JSON Formatter | ToolHub'],
    ['/no-such-page', 404, 'Page not found | ToolHub'],
    ['/404', 404, 'Page not found | ToolHub'],
    ['/api/anything', 404, 'Page not found | ToolHub'],
    ['/json-formatter/extra', 404, 'Page not found | ToolHub'],
  ])('%s answers %i titled %s', async (path, status, title) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(tag(answer.text, /<title>([^<]*)<\/title>/)).toBe(title);
  });

  it('paths with an extension keep answering as files', async () => {
    expect((await get('/no-such-file.js')).status).toBe(404);
    expect((await get('/catalogue.json')).status).toBe(200);
  });

  it('a tool ops add to the catalogue, with no rebuild, answers 200 with its own head', async () => {
    suite.site.serveCatalogue((text) => {
      const live = JSON.parse(text) as { tools: object[] };
      live.tools.push({ ...catalogue.tools[0], name: 'Brand <New> Tool', path: 'brand-new-tool', description: 'Fresh & "new".' });
      return JSON.stringify(live);
    });
    try {
      const { status, text } = await get('/brand-new-tool');
      expect(status).toBe(200);
      expect(tag(text, /<title>([^<]*)<\/title>/)).toBe('Brand &#60;New&#62; Tool | ToolHub');
      expect(tag(text, /<meta name="description" content="([^"]*)">/)).toBe('Fresh &#38; &#34;new&#34;.');
      expect((await get('/sitemap.xml')).text).toContain(`<loc>${suite.site.url}/brand-new-tool</loc>`);
    } finally {
      suite.site.serveCatalogue(null);
    }
    expect((await get('/brand-new-tool')).status).toBe(404);
  });

  it('/sitemap.xml lists every available tool and public page with lastmod', async () => {
    const { status, type, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    const locs = [...text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)].map((match) => match[1]);
    const tools = catalogue.tools.filter((tool) => tool.isAvailable).map((tool) => `${suite.site.url}/${tool.path}`);
    expect(locs).toEqual([`${suite.site.url}/`, `${suite.site.url}/privacy-policy`, `${suite.site.url}/terms-of-service`, ...tools]);
  });

  it('/robots.txt names the sitemap', async () => {
    const { status, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain(`Sitemap: ${suite.site.url}/sitemap.xml`);
  });
});

describe('pages in Chromium', () => {
  it('the tool loads over its pre-rendered page and works, with no console error or CSP violation', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const response = await page.goto(`${suite.site.url}/json-formatter`);
    expect(response?.status()).toBe(200);
    await page.getByLabel('JSON input').fill('{"b":1}');
    await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "b": 1\n}');
    // The app replaced the pre-rendered page: one header (a banner, which the pre-rendered bar is not), one main.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['JSON Formatter']);
    expect(await page.title()).toBe('JSON Formatter | ToolHub');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown path answers 404 and still shows the helpful not-found page', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const response = await page.goto(`${suite.site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('list', { name: 'Popular Tools' }).getByRole('link').count()).toBe(6);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Page not found']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
