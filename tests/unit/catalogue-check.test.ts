import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { checkCatalogue, checkCatalogueText } from '../../scripts/lib/catalogue-check';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;
let remotesDir: string;

const catalogue = (tools: object[]) =>
  JSON.stringify({
    version: 1,
    remotes: { 'developer-tools': { entry: 'http://localhost:3007/mf-manifest.json' } },
    categories: [{ id: 'developer-tools', name: 'Developer Tools', remote: 'developer-tools' }],
    tools,
  });
const tool = (path: string, isAvailable = true) => ({
  name: path,
  path,
  description: 'd',
  icon: '🧾',
  isAvailable,
  category: 'developer-tools',
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-check-'));
  remotesDir = join(dir, 'remotes');
  mkdirSync(join(remotesDir, 'developer-tools', 'src', 'tools', 'json-formatter'), { recursive: true });
  writeFileSync(join(remotesDir, 'developer-tools', 'src', 'tools', 'json-formatter', 'index.tsx'), 'export default () => null;');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('catalogue check', () => {
  it('passes when every available tool is exposed', () => {
    expect(checkCatalogueText(catalogue([tool('json-formatter'), tool('hash-generator', false)]), { remotesDir })).toEqual([]);
  });

  it('fails for an available tool its remote does not expose', () => {
    expect(checkCatalogueText(catalogue([tool('hash-generator')]), { remotesDir })).toEqual([
      {
        where: 'tools[0] (hash-generator).isAvailable',
        message:
          'the tool is available but remote "developer-tools" does not expose "./hash-generator" (no remotes/developer-tools/src/tools/hash-generator/index.tsx)',
      },
    ]);
  });

  it('checks exposure only for the remotes asked for', () => {
    expect(checkCatalogueText(catalogue([tool('hash-generator')]), { remotesDir, onlyRemotes: ['host'] })).toEqual([]);
  });

  it('prefixes each problem with the file', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{ "version": 1, ');
    const [line] = checkCatalogue({ file, remotesDir });
    expect(line).toMatch(/bad\.json: \(json\): invalid JSON at line 1, column \d+/);
    expect(checkCatalogue({ file: join(dir, 'missing.json'), remotesDir })[0]).toMatch(/missing\.json: cannot be read/);
  });

  it('npm run catalogue:check exits 1 with the problems, and 0 on the shipped catalogue', () => {
    const file = join(dir, 'dup.json');
    writeFileSync(file, catalogue([tool('json-formatter'), tool('json-formatter'), tool('admin', false)]));
    const bin = join(ROOT, 'node_modules', '.bin', 'jiti');
    const bad = spawnSync(bin, [join(ROOT, 'scripts', 'catalogue-check.ts'), file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('tools[1] (json-formatter).path: duplicate path "json-formatter"');
    expect(bad.stderr).toContain('tools[2] (admin).path: path "admin" collides with the reserved route /admin');
    expect(bad.stderr).toContain('catalogue check failed: 2 problems');
    const good = spawnSync(bin, [join(ROOT, 'scripts', 'catalogue-check.ts')], { encoding: 'utf8' });
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(readFileSync(join(ROOT, 'catalogue.json'), 'utf8')).toContain('"version": 1');
  });
});
