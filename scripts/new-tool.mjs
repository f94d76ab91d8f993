// @ts-check
/**
 * `npm run new-tool -- <category> <path> "<Name>"`: a working starter tool in its category's
 * remote (exposed by the build as `./<path>`) and its catalogue entry, unavailable until its
 * author flips `isAvailable`. Nothing is written unless every check passes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { planNewTool } from './lib/new-tool/plan.mjs';
import { readRepo } from './lib/new-tool/repo.mjs';

const root = resolve(import.meta.dirname, '..');
const plan = planNewTool(process.argv.slice(2), await readRepo(root));
if (!plan.ok) {
  console.error(plan.errors.join('\n'));
  console.error('\nnew-tool: nothing was written.');
  process.exit(1);
}

mkdirSync(join(root, plan.folder), { recursive: true });
for (const [file, content] of Object.entries(plan.files)) writeFileSync(join(root, plan.folder, file), content, { flag: 'wx' });
writeFileSync(join(root, 'catalogue.json'), plan.catalogueText);

const { entry } = plan;
console.log(`Created ${plan.folder}/ (${Object.keys(plan.files).join(', ')}), exposed as ./${entry.path}.
Added "${entry.name}" to catalogue.json with isAvailable: false.

Next:
  1. Write the tool: replace the example in logic.ts and index.tsx, keeping the tests in step.
  2. Edit its description, icon and keywords in catalogue.json.
  3. npx vitest run ${plan.folder}
  4. When it is ready, set "isAvailable": true and run npm run catalogue:check; it then shows at /${entry.path}.`);
