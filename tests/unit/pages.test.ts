import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, headTags, renderPage, scriptJson, structuredData } from '../../scripts/lib/pages/head.mjs';
import { COMING_SOON_CARD, homeHero, notFoundPage, pageFile, pageFor, sitePages, siteUrlFromEnv, STATIC_PAGES, type PageCatalogue } from '../../scripts/lib/pages/pages.mjs';
import { escapeXml, robotsTxt, sitemapXml } from '../../scripts/lib/pages/sitemap.mjs';
import { readCatalogue, ROOT } from '../../scripts/lib/units.mjs';
import { STATIC_ROUTE_IDS } from '../../host/src/routes/static-routes';

const SITE = 'https://toolhub.example';
const NASTY = `Tom & "Jerry's" <b>tool</b></script><!--`;

const catalogue: PageCatalogue = {
  categories: [
    { id: 'dev', name: 'Developer & Tools' },
    { id: 'fun', name: 'Fun' },
  ],
  tools: [
    { name: 'JSON Formatter', path: 'json-formatter', description: 'Format JSON.', category: 'dev', isAvailable: true, icon: '🧾' },
    { name: NASTY, path: 'nasty', description: NASTY, category: 'dev', isAvailable: true },
    { name: 'Later', path: 'later', description: 'Soon.', category: 'fun', isAvailable: false },
  ],
};

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ToolHub: free online tools and games</title>' +
  '<meta name="description" content="generic"><style>html{}</style><script>theme()</script></head>' +
  '<body><noscript>x</noscript><div id="root"></div><script defer src="/main.js"></script></body></html>';

const page = (path: string) => pageFor(catalogue, path);

/** The document a browser would parse, without one (the page's text as a parser decodes it). */
function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

describe('pages', () => {
  it('has a page for every host route the router knows, besides the API section', () => {
    expect(Object.keys(STATIC_PAGES).sort()).toEqual([...STATIC_ROUTE_IDS].sort());
    expect(STATIC_PAGES.api).toBeNull();
  });

  it.each([
    ['host/src/pages/HomePage.tsx', STATIC_PAGES['']!.description],
    ['host/src/pages/NotFoundPage.tsx', "useDocumentMeta('Page not found'"],
    ['host/src/pages/dashboard/DashboardPage.tsx', `useDocumentMeta('Dashboard', '${STATIC_PAGES.dashboard!.description}')`],
    ['host/src/pages/profile-settings/ProfileSettingsPage.tsx', `useDocumentMeta('Profile settings', '${STATIC_PAGES['profile-settings']!.description}')`],
    ['host/src/pages/PrivacyPolicyPage.tsx', STATIC_PAGES['privacy-policy']!.description],
    ['host/src/pages/TermsOfServicePage.tsx', `title="Terms of Service"`],
    ['host/src/app/useDocumentMeta.ts', '`${title} | ${SITE}` : `${SITE}: free online tools and games`'],
    // The pre-rendered home page shows the app's hero, worded as the app words it.
    ['host/src/pages/HomePage.tsx', homeHero({ tools: [] }).heading],
    ['host/src/pages/HomePage.tsx', `{available}${homeHero({ tools: [] }).text.slice(1)}`],
    // And a coming-soon page its card.
    ['host/src/pages/ComingSoonPage.tsx', `<span className="soon-badge">${COMING_SOON_CARD.badge}</span>`],
    ['host/src/pages/ComingSoonPage.tsx', `<p>${COMING_SOON_CARD.text('{tool.name}')}</p>`],
  ])('titles and descriptions match what the app sets (%s)', (file, text) => {
    expect(readFileSync(join(ROOT, file), 'utf8')).toContain(text);
  });

  it.each([
    ['/', 200, 'ToolHub: free online tools and games', 'home'],
    ['/json-formatter', 200, 'JSON Formatter | ToolHub', 'tool'],
    ['/JSON-Formatter/', 200, 'JSON Formatter | ToolHub', 'tool'],
    ['/later', 200, 'Later (coming soon) | ToolHub', 'tool'],
    ['/privacy-policy', 200, 'Privacy Policy | ToolHub', 'page'],
    ['/login', 200, 'ToolHub: free online tools and games', 'page'],
    ['/dashboard', 200, 'Dashboard | ToolHub', 'page'],
    ['/404', 404, 'Page not found | ToolHub', 'not-found'],
    ['/api', 404, 'Page not found | ToolHub', 'not-found'],
    ['/api/news', 404, 'Page not found | ToolHub', 'not-found'],
    ['/no-such-tool', 404, 'Page not found | ToolHub', 'not-found'],
    ['/json-formatter/extra', 404, 'Page not found | ToolHub', 'not-found'],
  ])('%s answers %i titled %s', (path, status, title, kind) => {
    expect(page(path)).toMatchObject({ status, title, kind });
  });

  it('a coming-soon tool has its page, indexable, but is not in the sitemap', () => {
    expect(page('/later')).toMatchObject({ indexable: true, inSitemap: false });
    expect(sitemapXml(sitePages(catalogue), SITE, '2026-11-27')).not.toContain('/later');
  });

  it('private pages and the not-found page are noindex and not in the sitemap', () => {
    for (const path of ['/admin', '/login', '/signup', '/dashboard', '/profile-settings', '/404']) {
      expect(page(path)).toMatchObject({ indexable: false, inSitemap: false });
      expect(headTags(page(path), SITE)).toContain('<meta name="robots" content="noindex">');
    }
  });

  it.each([
    ['/', 'index.html'],
    ['/json-formatter', 'json-formatter.html'],
    ['/404', '404.html'],
  ])('%s is written to %s', (path, file) => expect(pageFile(page(path))).toBe(file));

  it.each([
    [{}, 'http://localhost:3000'],
    [{ SITE_URL: 'https://toolhub.example/' }, 'https://toolhub.example'],
    [{ SITE_URL: ' https://example.com/tools/ ' }, 'https://example.com/tools'],
  ])('SITE_URL %j is %s', (env, url) => expect(siteUrlFromEnv(env, 'http://localhost:3000')).toBe(url));

  it.each(['not a url', 'ftp://x.example', 'https://x.example/?a=1'])('SITE_URL %s is refused', (value) => {
    expect(() => siteUrlFromEnv({ SITE_URL: value }, 'http://localhost:3000')).toThrow(/SITE_URL/);
  });

  it('the real catalogue has one page per tool, all distinct from the host pages', () => {
    const real = readCatalogue() as unknown as PageCatalogue;
    const pages = sitePages(real);
    expect(new Set(pages.map((entry) => entry.path)).size).toBe(pages.length);
    expect(pages.filter((entry) => entry.kind === 'tool')).toHaveLength(real.tools!.length);
  });
});

describe('head tags', () => {
  it.each([
    ['&', '&#38;'],
    ['<', '&#60;'],
    ['>', '&#62;'],
    ['"', '&#34;'],
    ["'", '&#39;'],
    ['plain text', 'plain text'],
  ])('escapeHtml(%j) is %j', (text, escaped) => expect(escapeHtml(text)).toBe(escaped));

  it('a name and description with quotes, < and & stay text in every tag', () => {
    const head = headTags(page('/nasty'), SITE);
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('</script><!--');
    expect(head).toContain(`<title>${escapeHtml('Tom & "Jerry\'s" <b>tool</b></script><!-- | ToolHub')}</title>`);
    for (const attribute of head.matchAll(/content="([^"]*)"/g)) expect(attribute[1]).not.toMatch(/[<>'&](?!#\d+;)/);
    expect(decode(head)).toContain(`<meta name="description" content="${NASTY}">`);
  });

  it('JSON-LD is valid JSON with no way out of its script', () => {
    const head = headTags(page('/nasty'), SITE);
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]![1]!;
    expect(json).not.toMatch(/[<>&]/);
    const data = JSON.parse(json) as { '@type': string; name?: string; itemListElement?: unknown[] }[];
    expect(data.map((entry) => entry['@type'])).toEqual(['WebApplication', 'BreadcrumbList']);
    expect(data[0]!.name).toBe(NASTY);
  });

  it.each([
    ['</script>', '\\u003c/script\\u003e'],
    ['a & b', 'a \\u0026 b'],
    ['\u2028', '\\u2028'],
  ])('scriptJson escapes %j', (text, escaped) => {
    expect(scriptJson(text)).toBe(`"${escaped}"`);
    expect(JSON.parse(scriptJson(text))).toBe(text);
  });

  it('a tool is a free WebApplication with its breadcrumb Home › Category › Tool', () => {
    const [app, crumbs] = structuredData(page('/json-formatter'), SITE) as Record<string, unknown>[];
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      name: 'JSON Formatter',
      url: `${SITE}/json-formatter`,
      applicationCategory: 'Developer & Tools',
      offers: { price: '0' },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Developer & Tools', item: `${SITE}/#category-dev` },
        { '@type': 'ListItem', position: 3, name: 'JSON Formatter', item: `${SITE}/json-formatter` },
      ],
    });
  });

  it('names the canonical URL, Open Graph and Twitter tags', () => {
    const head = headTags(page('/json-formatter'), SITE);
    for (const tag of [
      `<link rel="canonical" href="${SITE}/json-formatter">`,
      '<meta property="og:title" content="JSON Formatter | ToolHub">',
      '<meta property="og:description" content="Format JSON.">',
      `<meta property="og:url" content="${SITE}/json-formatter">`,
      '<meta name="twitter:card" content="summary">',
      '<meta name="twitter:title" content="JSON Formatter | ToolHub">',
    ]) {
      expect(head).toContain(tag);
    }
    expect(headTags(page('/'), SITE)).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(headTags(notFoundPage(), SITE)).not.toContain('canonical');
  });
});

describe('renderPage', () => {
  it('puts the head where the title was and the name and description in #root', () => {
    const html = renderPage(TEMPLATE, page('/json-formatter'), SITE);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta charset="utf-8"><title>JSON Formatter | ToolHub</title>');
    expect(html).toContain(
      '<div id="root"><!--prerender--><div class="app"><div class="header"><div class="header-inner"></div></div><main class="main"><div class="page tool-page"><div class="tool-heading"><span class="tool-heading-icon" aria-hidden="true">🧾</span><div><h1>JSON Formatter</h1><p>Format JSON.</p></div><span class="favourite-star tool-heading-star"><span class="favourite-star-button"></span></span></div></div></main></div><!--/prerender--></div>',
    );
    expect(html).toContain('<style>html{}</style><script>theme()</script>');
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('lays the home page out as the app does: its hero, with the count of available tools', () => {
    const html = renderPage(TEMPLATE, page('/'), SITE);
    expect(html).toContain('<main class="main"><div class="page"><section class="hero"><h1>Small tools, big help</h1><p>2 free tools and games that run right in your browser. No sign-up needed.</p></section></div></main>');
  });

  it('lays a coming-soon page out as the app does: its heading (no favourite star, nor room for one), then the card saying so', () => {
    expect(renderPage(TEMPLATE, page('/later'), SITE)).toContain(
      '<main class="main"><div class="page coming-soon"><div class="tool-heading"><span class="tool-heading-icon" aria-hidden="true"></span><div><h1>Later</h1><p>Soon.</p></div></div>' +
        '<div class="th-card coming-soon-card"><span class="soon-badge">Coming soon</span><p>We’re building Later right now. Check back soon!</p></div></div></main>',
    );
  });

  it('is idempotent: a rendered page renders to the same as the plain template', () => {
    const once = renderPage(TEMPLATE, page('/json-formatter'), SITE);
    const home = renderPage(TEMPLATE, page('/'), SITE);
    expect(renderPage(home, page('/json-formatter'), SITE)).toBe(once);
    expect(renderPage(once, page('/nasty'), SITE)).toBe(renderPage(TEMPLATE, page('/nasty'), SITE));
  });

  it('renders over a page written before the pre-rendered block was marked (an older build)', () => {
    const older = TEMPLATE.replace('<div id="root"></div>', '<div id="root"><main class="prerender"><h1>ToolHub</h1><p>x</p></main></div>');
    expect(renderPage(older, page('/json-formatter'), SITE)).toBe(renderPage(TEMPLATE, page('/json-formatter'), SITE));
  });

  it('refuses a template without #root', () => {
    expect(() => renderPage('<html><head></head><body></body></html>', page('/'), SITE)).toThrow(/root/);
  });
});

describe('sitemap and robots', () => {
  it('lists every available tool and public page with lastmod, escaped', () => {
    const xml = sitemapXml(sitePages(catalogue), 'https://x.example/a&b', '2026-11-27');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>2026-11-27<\/lastmod>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://x.example/a&amp;b/',
      'https://x.example/a&amp;b/privacy-policy',
      'https://x.example/a&amp;b/terms-of-service',
      'https://x.example/a&amp;b/json-formatter',
      'https://x.example/a&amp;b/nasty',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it.each([
    ['a & b', 'a &amp; b'],
    ['<x>', '&lt;x&gt;'],
    [`"q" 'a'`, '&quot;q&quot; &apos;a&apos;'],
  ])('escapeXml(%j) is %j', (text, escaped) => expect(escapeXml(text)).toBe(escaped));

  it('robots.txt allows the pages, keeps crawlers off the API and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
