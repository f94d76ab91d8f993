/**
 * `npm run catalogue:check [file]`: fails with one precise line per problem (file, tool path,
 * what is wrong) so ops and category teams can fix catalogue.json before it ships.
 */
import { join, resolve } from 'node:path';
import { checkCatalogue } from './lib/catalogue-check';

const root = resolve(import.meta.dirname, '..');
const file = resolve(process.argv[2] ?? join(root, 'catalogue.json'));
const problems = checkCatalogue({ file, remotesDir: join(root, 'remotes') });
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncatalogue check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`catalogue check passed: ${file}`);
