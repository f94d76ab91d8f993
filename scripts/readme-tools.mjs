// @ts-check
/** `npm run readme:tools`: rewrites README.md's tool list from catalogue.json (a unit test checks it is current). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogue, ROOT } from './lib/units.mjs';
import { toolListMarkdown, withToolList } from './lib/tool-list.mjs';

const file = join(ROOT, 'README.md');
const readme = readFileSync(file, 'utf8');
const next = withToolList(readme, toolListMarkdown(/** @type {any} */ (readCatalogue())));
writeFileSync(file, next);
console.info(next === readme ? 'README.md tool list already current' : 'README.md tool list updated');
