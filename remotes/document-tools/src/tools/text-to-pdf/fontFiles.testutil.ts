import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Reads a DejaVu TTF from node_modules, as the bundler would ship it. */
export function readFontFile(name: string): Uint8Array {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return new Uint8Array(readFileSync(join(dir, name)));
}
