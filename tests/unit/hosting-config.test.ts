/**
 * Issue 15 §1: firebase.json is made from deploy/environments.json (scripts/lib/deploy/), and the
 * committed one is exactly what the generator makes for production, as catalogue:check keeps
 * catalogue.json honest. Also: the environments file's rules, and the catalogue each
 * environment serves.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readCatalogue } from '../../scripts/lib/units.mjs';
import { committedFirebaseJson } from '../../scripts/lib/deploy/hosting-config.mjs';
import { environmentCatalogue, environmentNamed, environmentProblems, readEnvironments } from '../../scripts/lib/deploy/environments.mjs';
import { inlineHashes } from '../../scripts/lib/security-headers.mjs';

const remoteIds = Object.keys(readCatalogue().remotes);
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface Site {
  target: string;
  public: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: object[];
  headers: { regex: string; headers: { key: string; value: string }[] }[];
}
const config = readJson('firebase.json') as { hosting: Site[]; functions: { source: string; runtime: string; ignore: string[] }[] };

describe('firebase.json', () => {
  it('is what npm run hosting:config makes for production (run it after changing an environment, a remote or host/index.html)', () => {
    expect(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).toBe(committedFirebaseJson());
  });

  it('has one Hosting target per deployable unit, each serving its own dist', () => {
    expect(config.hosting.map((site) => [site.target, site.public])).toEqual([
      ['host', 'host/dist'],
      ...remoteIds.map((id) => [id, `remotes/${id}/dist`]),
    ]);
  });

  it('gives the host clean URLs and its own 404, and rewrites only /api/news (no catch-all to index.html)', () => {
    const host = config.hosting[0]!;
    expect([host.cleanUrls, host.trailingSlash]).toEqual([true, false]);
    expect(host.rewrites).toEqual([{ source: '/api/news', function: { functionId: 'news', region: 'us-central1' } }]);
  });

  it('runs /api/news from server/ on Node 24, leaving tests and fixtures out of the upload', async () => {
    expect(config.functions.map(({ source, runtime }) => ({ source, runtime }))).toEqual([{ source: 'server', runtime: 'nodejs24' }]);
    expect(config.functions[0]!.ignore).toEqual(expect.arrayContaining(['node_modules', '**/*.test.*', '**/fixtures/**']));
    // The rewrite's function is the one server/index.mjs exports, 2nd gen, in the rewrite's region.
    const { news } = (await import('../../server/index.mjs')) as unknown as { news: { __endpoint: { platform: string; region: string[] } } };
    expect([news.__endpoint.platform, news.__endpoint.region]).toEqual(['gcfv2', ['us-central1']]);
  });

  it("hashes exactly the host page's inline script and style into its CSP", () => {
    const csp = config.hosting[0]!.headers[0]!.headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    const { scripts, styles } = inlineHashes(readFileSync(join(ROOT, 'host', 'index.html'), 'utf8'));
    expect([scripts.length, styles.length]).toEqual([1, 1]);
    expect(csp).toContain(`'self' ${Object.values(environmentNamed(readEnvironments(remoteIds), 'production').remotes).join(' ')} ${scripts[0]} 'wasm-unsafe-eval'`);
    expect(csp).toContain(` ${styles[0]}; img-src`);
  });

  it('lets each remote be read by the production host only', () => {
    for (const site of config.hosting.slice(1)) {
      const headers = Object.fromEntries(site.headers[0]!.headers.map(({ key, value }) => [key, value]));
      expect(headers['Access-Control-Allow-Origin']).toBe('https://demo-toolhub.web.app');
    }
  });
});

describe('.firebaserc', () => {
  it("maps every Hosting target to exactly one site of each environment's project", () => {
    const rc = readJson('.firebaserc') as { targets: Record<string, { hosting: Record<string, string[]> }> };
    for (const environment of readEnvironments(remoteIds)) {
      expect(rc.targets[environment.project]?.hosting).toEqual(
        Object.fromEntries([['host', ['demo-toolhub']], ...remoteIds.map((id) => [id, [`demo-toolhub-${id}`]])]),
      );
    }
  });
});

describe('deploy/environments.json', () => {
  const good = readJson('deploy/environments.json') as Record<string, Record<string, unknown>>;
  const production = good.production!;
  const emulator = good.emulator!;
  const remotes = production.remotes as Record<string, string>;
  const withProduction = (changes: Record<string, unknown>) => ({ ...good, production: { ...production, ...changes } });
  const withoutRemote = Object.fromEntries(Object.entries(remotes).filter(([id]) => id !== 'ai-tools'));

  it('as committed has no problem', () => {
    expect(environmentProblems(good, remoteIds)).toEqual([]);
  });

  it.each([
    ['no remote site for a catalogue remote', withProduction({ remotes: withoutRemote }), ['production.remotes: has no site for remote "ai-tools" (catalogue.json lists it)']],
    ['a site for a remote the catalogue lacks', withProduction({ remotes: { ...remotes, 'old-tools': 'https://old.web.app' } }), ['production.remotes.old-tools: catalogue.json has no remote "old-tools"']],
    ['a plain http host in production', withProduction({ host: 'http://toolhub.example' }), ['production.host: "http://toolhub.example" must be an https URL']],
    [
      'a host with a path',
      withProduction({ host: 'https://toolhub.example/app' }),
      ['production.host: "https://toolhub.example/app" must be an origin alone, like "https://toolhub.example" (no path, trailing slash, query or credentials)'],
    ],
    [
      'a trailing slash',
      withProduction({ remotes: { ...remotes, 'ai-tools': 'https://ai.example/' } }),
      ['production.remotes.ai-tools: "https://ai.example/" must be an origin alone, like "https://ai.example" (no path, trailing slash, query or credentials)'],
    ],
    ['not a URL', withProduction({ host: 'toolhub' }), ['production.host: "toolhub" is not a URL']],
    [
      'two sites on one origin',
      withProduction({ remotes: { ...remotes, 'ai-tools': remotes['fun-games'] } }),
      ['production: https://demo-toolhub-fun-games.web.app is named for two sites; each site has its own origin'],
    ],
    ['a project that is no Firebase project id', withProduction({ project: 'My Project' }), ['production.project: must be a Firebase project id (6 to 30 lower-case letters, digits and hyphens)']],
    ['a build variable the deploy sets', withProduction({ build: { SITE_URL: 'https://x.example' } }), ['production.build.SITE_URL: is set by the deploy itself (SITE_URL is the host\'s origin)']],
    ['a build value that is not text', withProduction({ build: { ANALYTICS_SHARDS: 100 } }), ['production.build.ANALYTICS_SHARDS: must be a string']],
    ['emulator ports on a real environment', withProduction({ ports: emulator.ports }), ['production.ports: only an emulated environment names emulator ports']],
    [
      'an emulated remote where the emulator does not serve it',
      { ...good, emulator: { ...emulator, remotes: { ...(emulator.remotes as object), 'fun-games': 'http://127.0.0.1:5699' } } },
      ['emulator.remotes.fun-games: the Hosting emulator serves it at http://127.0.0.1:5605 (the host\'s port + 4 + its place among the sites)'],
    ],
    ['an emulated environment without the Functions port', { ...good, emulator: { ...emulator, ports: { ...(emulator.ports as object), functions: 'x' } } }, ['emulator.ports.functions: must be a port number']],
    ['two emulated environments', { ...good, local: { ...emulator } }, ['deploy/environments.json: more than one environment is "emulated"']],
    ['an environment name with capitals', { Production: production, emulator }, ['Production: an environment\'s name is lower-case letters, digits and hyphens']],
  ])('reports %s', (_case, environments, problems) => {
    expect(environmentProblems(environments, remoteIds)).toEqual(problems);
  });

  it('serves each environment a catalogue whose remote entries are its own sites, and nothing else changed', () => {
    const catalogueText = readFileSync(join(ROOT, 'catalogue.json'), 'utf8');
    const served = JSON.parse(environmentCatalogue(catalogueText, environmentNamed(readEnvironments(remoteIds), 'emulator')));
    const original = JSON.parse(catalogueText);
    expect(served.remotes['developer-tools']).toEqual({ entry: 'http://127.0.0.1:5611/mf-manifest.json' });
    expect(Object.values(served.remotes as Record<string, { entry: string }>).filter(({ entry }) => entry.includes('localhost'))).toEqual([]);
    expect({ ...served, remotes: null }).toEqual({ ...original, remotes: null });
  });

  it('refuses an unknown environment by name, listing the known ones', () => {
    expect(() => environmentNamed(readEnvironments(remoteIds), 'staging')).toThrow('Unknown environment "staging": deploy/environments.json names "production", "emulator".');
  });
});
