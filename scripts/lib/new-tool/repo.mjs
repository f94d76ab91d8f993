// @ts-check
/** What `npm run new-tool` reads from the repository it runs in. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { readTemplates } from './templates.mjs';

/**
 * The catalogue's text, the check the build runs on it, the paths of the host's own pages (its
 * route table, host/src/routes/static-routes.ts) and the templates.
 * @param {string} root  the repository
 * @returns {Promise<import('./plan.mjs').PlanInput>}
 */
export async function readRepo(root) {
  const jiti = createJiti(import.meta.url);
  /** @type {{ STATIC_ROUTE_IDS: readonly string[] }} */
  const routes = await jiti.import(join(root, 'host', 'src', 'routes', 'static-routes.ts'));
  /** @type {{ checkCatalogueText: (text: string, options: { remotesDir: string, onlyRemotes: string[] }) => { where: string, message: string }[] }} */
  const check = await jiti.import(join(root, 'scripts', 'lib', 'catalogue-check.ts'));
  return {
    catalogueText: readFileSync(join(root, 'catalogue.json'), 'utf8'),
    reservedPaths: routes.STATIC_ROUTE_IDS,
    folderExists: (folder) => existsSync(join(root, folder)),
    templates: readTemplates(),
    // The build's check without its exposure rule (onlyRemotes: none): the new tool is not
    // available yet, and another team's unexposed tool is theirs to fix, not a reason to refuse.
    checkCatalogue: (text) =>
      check.checkCatalogueText(text, { remotesDir: join(root, 'remotes'), onlyRemotes: [] }).map((problem) => `catalogue.json: ${problem.where}: ${problem.message}`),
  };
}
