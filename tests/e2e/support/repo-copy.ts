import { cpSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { ROOT } from '../../../scripts/lib/units.mjs';

const SKIPPED = new Set(['node_modules', 'dist', '.cache']);

/**
 * A temporary copy of the parts of this repository named in `parts` (paths from its root),
 * without build output, and a node_modules of links to the installed packages, except the
 * workspaces (@toolhub/*), which link to the copy's own folders. Remove it with `remove()`.
 */
export function copyRepo(parts: readonly string[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'toolhub-copy-'));
  for (const part of parts) {
    cpSync(join(ROOT, part), join(dir, part), {
      recursive: true,
      filter: (source) => !relative(ROOT, source).split(sep).some((segment) => SKIPPED.has(segment)),
    });
  }
  const modules = join(ROOT, 'node_modules');
  mkdirSync(join(dir, 'node_modules', '@toolhub'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@toolhub') symlinkSync(join(modules, entry), join(dir, 'node_modules', entry));
  }
  // The workspace links are relative (../../shared): the same link in the copy points into the copy.
  for (const entry of readdirSync(join(modules, '@toolhub'))) {
    symlinkSync(readlinkSync(join(modules, '@toolhub', entry)), join(dir, 'node_modules', '@toolhub', entry));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
