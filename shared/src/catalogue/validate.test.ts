import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCatalogue, validateCatalogue, type Catalogue } from './validation';

const base = (): Catalogue => ({
  version: 1,
  remotes: { 'developer-tools': { entry: 'http://localhost:3007/mf-manifest.json' } },
  categories: [{ id: 'developer-tools', name: 'Developer Tools', remote: 'developer-tools' }],
  tools: [
    {
      name: 'JSON Formatter',
      path: 'json-formatter',
      description: 'Format JSON.',
      icon: '🧾',
      isAvailable: true,
      category: 'developer-tools',
      keywords: ['json'],
    },
  ],
});

function problemsOf(mutate: (c: Catalogue & Record<string, unknown>) => void): string[] {
  const catalogue = base() as Catalogue & Record<string, unknown>;
  mutate(catalogue);
  const result = validateCatalogue(catalogue);
  return result.ok ? [] : result.problems.map((p) => `${p.where}: ${p.message}`);
}

describe('validateCatalogue', () => {
  it('accepts a well-formed catalogue', () => {
    expect(validateCatalogue(base())).toEqual({ ok: true, catalogue: base() });
  });

  it.each<[string, (c: Catalogue & Record<string, unknown>) => void, RegExp]>([
    ['a missing name', (c) => delete (c.tools[0] as Partial<Catalogue['tools'][number]>).name, /^tools\[0\] \(json-formatter\)\.name: /],
    ['a mistyped isAvailable', (c) => ((c.tools[0] as Record<string, unknown>).isAvailable = 'yes'), /^tools\[0\] \(json-formatter\)\.isAvailable: .*boolean/],
    ['an empty icon', (c) => (c.tools[0]!.icon = ''), /^tools\[0\] \(json-formatter\)\.icon: /],
    ['a path that is not a slug', (c) => (c.tools[0]!.path = 'JSON Formatter'), /\.path: must be a lower-case slug/],
    ['an unknown field', (c) => ((c.tools[0] as Record<string, unknown>).colour = 'red'), /^tools\[0\] \(json-formatter\): .*colour/],
    ['a wrong version', (c) => ((c as Record<string, unknown>).version = 2), /^version: /],
    ['a non-http remote entry', (c) => (c.remotes['developer-tools']!.entry = 'ftp://x/mf-manifest.json'), /^remotes\.developer-tools\.entry: must be an http\(s\) URL/],
    ['a duplicate path', (c) => c.tools.push({ ...c.tools[0]! }), /^tools\[1\] \(json-formatter\)\.path: duplicate path "json-formatter"/],
    ['an unknown category', (c) => (c.tools[0]!.category = 'nope'), /^tools\[0\] \(json-formatter\)\.category: unknown category "nope"/],
    ['an unknown remote', (c) => (c.categories[0]!.remote = 'ghost'), /^categories\[0\] \(developer-tools\)\.remote: unknown remote "ghost"/],
    ['a duplicate category', (c) => c.categories.push({ ...c.categories[0]! }), /duplicate category id "developer-tools"/],
  ])('reports %s precisely', (_label, mutate, expected) => {
    const problems = problemsOf(mutate);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((p) => expected.test(p))).toBe(true);
  });

  it.each(['admin', 'login', 'signup', 'dashboard', 'profile-settings', 'privacy-policy', 'terms-of-service', 'api', '404'])(
    'refuses the reserved route /%s as a tool path',
    (path) => {
      const problems = problemsOf((c) => (c.tools[0]!.path = path));
      expect(problems).toContain(`tools[0] (${path}).path: path "${path}" collides with the reserved route /${path}`);
    },
  );

  it.each(['es', 'pt-br', 'fr', 'de', 'ja', 'ar'])('refuses /%s, where a language lives, as a tool path', (path) => {
    const problems = problemsOf((c) => (c.tools[0]!.path = path));
    expect(problems).toContain(`tools[0] (${path}).path: path "${path}" is where a language's pages live (/${path}/)`);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validateCatalogue(value);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('parseCatalogue', () => {
  it('reports invalid JSON with its line and column', () => {
    const result = parseCatalogue('{\n  "version": 1,\n  oops\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.message).toMatch(/^invalid JSON at line 3, column 3: /);
  });

  it('round-trips a valid catalogue through JSON', () => {
    const result = parseCatalogue(JSON.stringify(base()));
    expect(result).toEqual({ ok: true, catalogue: base() });
  });
});
