import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHELL_CHUNKS, shellFiles, shellRevision, SW_FILE, SW_TEMPLATE, writeServiceWorker } from '../../scripts/lib/pages/service-worker.mjs';

describe('shellFiles: what a page loads itself', () => {
  it.each([
    ['<script defer src="/main.1a2b3c4d.js"></script>', ['main.1a2b3c4d.js']],
    ['<link href="/main.1a2b3c4d.css" rel="stylesheet">', ['main.1a2b3c4d.css']],
    ["<link rel='stylesheet' href='/a.css'><link rel=icon href=/icons/toolhub.svg>", ['a.css', 'icons/toolhub.svg']],
    ['<link rel="icon" href="/icons/toolhub.svg" type="image/svg+xml">', ['icons/toolhub.svg']],
    // Not loaded by the page, or not from this site: data, the canonical address, other origins.
    ['<script type="application/ld+json">{}</script><script>inline()</script>', []],
    ['<link rel="canonical" href="https://toolhub.example/"><link rel="manifest" href="/manifest.webmanifest">', []],
    ['<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">', []],
    ['<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script>', []],
    ['<script src="/main.js"></script><script src="/main.js"></script>', ['main.js']],
  ])('%s → %j', (html, files) => {
    expect(shellFiles(html)).toEqual(files);
  });
});

describe('shellRevision', () => {
  it('changes with the page and with the remote origins its CSP admits, and only with them', () => {
    const base = shellRevision('<html>a</html>', ['https://a.example']);
    expect(shellRevision('<html>a</html>', ['https://a.example'])).toBe(base);
    expect(shellRevision('<html>b</html>', ['https://a.example'])).not.toBe(base);
    expect(shellRevision('<html>a</html>', ['https://a.example', 'https://b.example'])).not.toBe(base);
  });
});

describe('writeServiceWorker', () => {
  let dist: string;
  const TEMPLATE = 'self.precache(self.__WB_MANIFEST);\n//# sourceMappingURL=sw.template.js.map';
  const MAP = JSON.stringify({ version: 3, file: SW_TEMPLATE, sources: ['sw.ts'], names: [], mappings: 'AAAA' });
  const catalogue = { remotes: { dev: { entry: 'https://dev.toolhub.example/mf-manifest.json' } } };
  const INDEX = '<html><head><link rel="icon" href="/icons/toolhub.svg"><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><script defer src="/main.5e6f7a8b.js"></script></body></html>';

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'toolhub-sw-test-'));
    await mkdir(join(dist, 'icons'));
    const files: Record<string, string> = {
      'index.html': INDEX,
      'main.5e6f7a8b.js': 'main()',
      'main.1a2b3c4d.css': 'body{}',
      'icons/toolhub.svg': '<svg/>',
      'app.5f6a7b8c.js': 'app()',
      'kit.6a6b6c6d.js': 'kit()',
      'federation-runtime.0a0b0c0d.js': 'federation()',
      'register-service-worker.1b1c1d1e.js': 'register()',
      'update-prompt.2c2d2e2f.js': 'prompt()',
      'update-prompt.3d3e3f30.css': '.prompt{}',
      'src_pages_admin_AdminPage_tsx.4e4f4041.js': 'admin()',
      'json-formatter.html': INDEX,
      [SW_TEMPLATE]: TEMPLATE,
      [`${SW_TEMPLATE}.map`]: MAP,
    };
    for (const [file, text] of Object.entries(files)) await writeFile(join(dist, file), text);
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const precached = async () => {
    const text = await readFile(join(dist, SW_FILE), 'utf8');
    return JSON.parse(/self\.precache\((\[.*\])\);/.exec(text)![1]!) as { url: string; revision: string | null }[];
  };

  it('precaches the shell: the page, what it loads, and the chunks every page may need; hashed files by name', async () => {
    expect(SHELL_CHUNKS).toEqual(['app', 'kit', 'federation-runtime', 'register-service-worker', 'update-prompt']);
    expect((await writeServiceWorker({ dist, catalogue })).sort()).toEqual([SW_FILE, `${SW_FILE}.map`]);
    const entries = await precached();
    expect(entries.map(({ url }) => url).sort()).toEqual([
      '/',
      'app.5f6a7b8c.js',
      'federation-runtime.0a0b0c0d.js',
      'icons/toolhub.svg',
      'kit.6a6b6c6d.js',
      'main.1a2b3c4d.css',
      'main.5e6f7a8b.js',
      'register-service-worker.1b1c1d1e.js',
      'update-prompt.2c2d2e2f.js',
      'update-prompt.3d3e3f30.css',
    ]);
    for (const { url, revision } of entries) expect([url, revision === null]).toEqual([url, /\.[0-9a-f]{8}\./.test(url)]);
    expect(entries.find(({ url }) => url === '/')?.revision).toBe(
      // The revision workbox-build gives a templated URL's string: its MD5.
      (await import('node:crypto')).createHash('md5').update(shellRevision(INDEX, ['https://dev.toolhub.example'])).digest('hex'),
    );
  });

  it('writes sw.js with its own source map and leaves the template for the next run', async () => {
    await writeServiceWorker({ dist, catalogue });
    expect(await readFile(join(dist, SW_FILE), 'utf8')).toMatch(/\/\/# sourceMappingURL=sw\.js\.map$/);
    expect(JSON.parse(await readFile(join(dist, `${SW_FILE}.map`), 'utf8'))).toMatchObject({ file: SW_FILE });
    expect(await readFile(join(dist, SW_TEMPLATE), 'utf8')).toBe(TEMPLATE);
    expect(await readFile(join(dist, `${SW_TEMPLATE}.map`), 'utf8')).toBe(MAP);
    const first = await readFile(join(dist, SW_FILE), 'utf8');
    await writeServiceWorker({ dist, catalogue });
    expect(await readFile(join(dist, SW_FILE), 'utf8')).toBe(first);
  });

  it('renews only the page when a catalogue moves a remote to another origin', async () => {
    await writeServiceWorker({ dist, catalogue });
    const before = await precached();
    await writeServiceWorker({ dist, catalogue: { remotes: { dev: { entry: 'https://dev2.toolhub.example/mf-manifest.json' } } } });
    const after = await precached();
    const changed = after.filter((entry) => JSON.stringify(entry) !== JSON.stringify(before.find(({ url }) => url === entry.url)));
    expect(changed.map(({ url }) => url)).toEqual(['/']);
  });

  it('fails, naming it, when a chunk of the shell is not in the build', async () => {
    await unlink(join(dist, 'register-service-worker.1b1c1d1e.js'));
    await expect(writeServiceWorker({ dist, catalogue })).rejects.toThrow(/precache list is incomplete:[\s\S]*register-service-worker/);
  });

  it('asks for a host build when there is no template', async () => {
    await unlink(join(dist, SW_TEMPLATE));
    await expect(writeServiceWorker({ dist, catalogue })).rejects.toThrow(`${join(dist, SW_TEMPLATE)} is missing: build the host`);
  });
});
