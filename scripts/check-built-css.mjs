// @ts-check
/**
 * After a production build: every custom property a unit's source CSS declares must be declared,
 * under the same name, in its dist/ CSS. Catches a build that renames or drops them.
 *
 *   node scripts/check-built-css.mjs [unit dir ...]   (default: host and every built remote)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingCustomProperties } from './lib/custom-properties.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');

/** @param {string} dir @returns {string[]} the .css files under dir */
function cssFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const read = (/** @type {string} */ file) => readFileSync(file, 'utf8');

const remotes = join(root, 'remotes');
const units = process.argv.slice(2).length
  ? process.argv.slice(2).map((dir) => resolve(dir))
  : [join(root, 'host'), ...readdirSync(remotes).map((name) => join(remotes, name))];

let failed = false;
for (const unit of units) {
  const built = cssFiles(join(unit, 'dist'));
  if (built.length === 0) {
    console.info(`${relative(root, unit)}: no built CSS, skipped`);
    continue;
  }
  const missing = missingCustomProperties(cssFiles(join(unit, 'src')).map(read), built.map(read));
  if (missing.length > 0) {
    failed = true;
    console.error(`${relative(root, unit)}: custom properties missing from dist CSS: ${missing.join(', ')}`);
  } else {
    console.info(`${relative(root, unit)}: ok`);
  }
}
process.exitCode = failed ? 1 : 0;
