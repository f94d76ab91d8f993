/**
 * The catalogue check shared by `npm run catalogue:check` and the build: the schema and
 * cross-entry rules from @toolhub/shared, plus the rules only the repository can answer: every
 * remote has a port offset and its localhost entry is on that port (scripts/lib/units.mjs), and
 * every available tool is exposed by its category's remote.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { remoteOf } from '../../shared/src/catalogue';
import { parseCatalogue, type CatalogueProblem } from '../../shared/src/catalogue/validation';
import { toolExposes } from './exposes.mjs';
import { remotePortProblems } from './units.mjs';

export interface CheckOptions {
  /** The catalogue file to check. */
  file: string;
  /** The folder holding one folder per remote (remotes/). */
  remotesDir: string;
  /** Check exposure only for these remotes (a single remote's build). */
  onlyRemotes?: readonly string[];
  /** The port block the localhost entries must be on (default 3000; the scale bench uses its own). */
  basePort?: number;
}

export function checkCatalogueText(text: string, { remotesDir, onlyRemotes, basePort }: Omit<CheckOptions, 'file'>): CatalogueProblem[] {
  const result = parseCatalogue(text);
  if (!result.ok) return result.problems;
  const { catalogue } = result;
  // Ports are checked for every remote: they are one table, shared by all units.
  const problems: CatalogueProblem[] = remotePortProblems(catalogue, undefined, basePort);
  const exposesByRemote = new Map<string, Record<string, string>>();
  catalogue.tools.forEach((tool, i) => {
    if (!tool.isAvailable) return;
    const remote = remoteOf(catalogue, tool);
    if (!remote || (onlyRemotes && !onlyRemotes.includes(remote))) return;
    let exposes = exposesByRemote.get(remote);
    if (!exposes) {
      exposes = toolExposes(join(remotesDir, remote));
      exposesByRemote.set(remote, exposes);
    }
    if (!exposes[`./${tool.path}`]) {
      problems.push({
        where: `tools[${i}] (${tool.path}).isAvailable`,
        message: `the tool is available but remote "${remote}" does not expose "./${tool.path}" (no remotes/${remote}/src/tools/${tool.path}/index.tsx)`,
      });
    }
  });
  return problems;
}

/** Problems prefixed with the file they are in, one per line; empty when the catalogue is good. */
export function checkCatalogue(options: CheckOptions): string[] {
  const name = relative(process.cwd(), options.file) || options.file;
  let text: string;
  try {
    text = readFileSync(options.file, 'utf8');
  } catch (error) {
    return [`${name}: cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  return checkCatalogueText(text, options).map((problem) => `${name}: ${problem.where}: ${problem.message}`);
}
