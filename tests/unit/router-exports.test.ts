import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTER_EXPORTS } from '../../scripts/lib/router-exports.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join('src', 'testing')}`) ? [path] : [];
  });
}

describe('the tree-shaken router', () => {
  it('provides every react-router(-dom) export that the host, shared and the remotes import', () => {
    const missing: string[] = [];
    for (const dir of ['host/src', 'shared/src', 'remotes']) {
      for (const file of sources(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s*{([^}]*)}\s*from\s*'react-router(?:-dom)?'/g)) {
          for (const name of match[1]!.split(',').map((part) => part.replace(/^\s*type\s+/, '').split(' as ')[0]!.trim())) {
            if (name && !/^type\b/.test(match[1]!) && !ROUTER_EXPORTS.includes(name) && !/^[A-Z]\w*Props$|^Location$|^NavigateFunction$/.test(name)) {
              missing.push(`${relative(ROOT, file)}: ${name}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the router the host shares', () => {
  it('re-exports exactly ROUTER_EXPORTS', async () => {
    const shared = await import('../../host/src/federation/shared-router');
    expect(Object.keys(shared).sort()).toEqual([...ROUTER_EXPORTS].sort());
  });
});
