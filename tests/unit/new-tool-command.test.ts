import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolExposes } from '../../scripts/lib/exposes.mjs';
import { copyRepo } from '../e2e/support/repo-copy';

/**
 * `npm run new-tool` run for real in a small temporary copy of the repository (what the command
 * reads and writes). tests/e2e/new-tool.e2e.test.ts builds, tests and serves what it makes.
 */
const PARTS = ['package.json', 'catalogue.json', 'scripts', 'shared', 'host/src/routes', 'remotes/text-content-tools/src'];
let copy: ReturnType<typeof copyRepo>;
beforeAll(() => {
  copy = copyRepo(PARTS);
  // A folder left behind by an earlier attempt, with no catalogue entry.
  mkdirSync(join(copy.dir, 'remotes', 'text-content-tools', 'src', 'tools', 'half-done'));
});
afterAll(() => copy?.remove());

const run = (...args: string[]) => spawnSync('node', ['scripts/new-tool.mjs', ...args], { cwd: copy.dir, encoding: 'utf8' });
const catalogue = () => readFileSync(join(copy.dir, 'catalogue.json'), 'utf8');
const tools = () => readdirSync(join(copy.dir, 'remotes', 'text-content-tools', 'src', 'tools')).sort();

describe('npm run new-tool', () => {
  it.each([
    [[], 'Expected a category, a path and a name; got 0 arguments.'],
    [['text-content-tools', 'line-sorter'], 'Usage: npm run new-tool -- <category> <path> "<Name>"'],
    [['text-tools', 'line-sorter', 'Line Sorter'], 'Unknown category "text-tools": use one of fun-games,'],
    [['text-content-tools', 'Line_Sorter', 'Line Sorter'], 'Path "Line_Sorter" must be kebab-case'],
    [['text-content-tools', 'word-counter', 'Words'], 'Path "word-counter" is taken by the tool "Word Counter" (text-content-tools).'],
    [['text-content-tools', 'half-done', 'Half Done'], 'remotes/text-content-tools/src/tools/half-done already exists.'],
    [['text-content-tools', 'dashboard', 'Dashboard'], 'Path "dashboard" is a page of the site (/dashboard): choose another.'],
    [['text-content-tools', 'line-sorter', '   '], 'Name must not be empty'],
  ])('%j fails with a message and writes nothing', (args, message) => {
    const before = { catalogue: catalogue(), tools: tools() };
    const result = run(...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('new-tool: nothing was written.');
    expect({ catalogue: catalogue(), tools: tools() }).toEqual(before);
  });

  it('writes the tool folder, which the build exposes, and an unavailable catalogue entry', () => {
    const result = run('text-content-tools', 'line-sorter', 'Line Sorter');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created remotes/text-content-tools/src/tools/line-sorter/ (index.tsx, logic.ts, logic.test.ts, index.test.tsx), exposed as ./line-sorter.');
    const folder = join(copy.dir, 'remotes', 'text-content-tools', 'src', 'tools', 'line-sorter');
    expect(readdirSync(folder).sort()).toEqual(['index.test.tsx', 'index.tsx', 'logic.test.ts', 'logic.ts']);
    expect(existsSync(join(folder, 'styles.module.css'))).toBe(false);
    expect(toolExposes(join(copy.dir, 'remotes', 'text-content-tools'))['./line-sorter']).toBe(join(folder, 'index.tsx'));
    const entry = (JSON.parse(catalogue()) as { tools: { path: string; isAvailable: boolean; category: string }[] }).tools.find(
      (tool) => tool.path === 'line-sorter',
    );
    expect(entry).toMatchObject({ isAvailable: false, category: 'text-content-tools' });

    const again = run('text-content-tools', 'line-sorter', 'Line Sorter');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Path "line-sorter" is taken by the tool "Line Sorter" (text-content-tools).');
  });
});
