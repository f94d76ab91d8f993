import type * as z from 'zod/mini';
import { catalogueSchema, type Catalogue } from './schema';
import { RESERVED_PATHS } from './reserved-paths';
import { LOCALE_SEGMENTS } from '../i18n/locales';

export interface CatalogueProblem {
  /** Where the problem is, as a readable location: `tools[3] (json-formatter).icon`. */
  where: string;
  message: string;
}

export type CatalogueResult =
  | { ok: true; catalogue: Catalogue }
  | { ok: false; problems: CatalogueProblem[] };

/**
 * zod/mini ships no message catalogue, so the issues that carry no message of ours are worded
 * here, in the same plain terms for ops and category teams.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}${issue.input === undefined ? ' but the field is missing' : ` but got ${typeName(issue.input)}`}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_value':
      return `must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'too_small':
      return `is too short (at least ${String(issue.minimum)})`;
    default:
      return 'is invalid';
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

function describePath(input: unknown, path: readonly PropertyKey[]): string {
  let where = '';
  let node: unknown = input;
  for (const key of path) {
    if (typeof key === 'number') {
      where += `[${key}]`;
      const item = Array.isArray(node) ? node[key] : undefined;
      const label =
        item && typeof item === 'object'
          ? ((item as { path?: unknown; id?: unknown }).path ?? (item as { id?: unknown }).id)
          : undefined;
      if (typeof label === 'string') where += ` (${label})`;
      node = item;
    } else {
      where += where ? `.${String(key)}` : String(key);
      node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  return where || '(root)';
}

/** The rules that span entries: unique paths, reserved routes and language segments, known categories and remotes. */
function crossCheck(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const remoteIds = new Set(Object.keys(catalogue.remotes));
  const categoryIds = new Set<string>();
  catalogue.categories.forEach((category, i) => {
    const where = `categories[${i}] (${category.id})`;
    if (categoryIds.has(category.id)) problems.push({ where, message: `duplicate category id "${category.id}"` });
    categoryIds.add(category.id);
    if (!remoteIds.has(category.remote)) {
      problems.push({ where: `${where}.remote`, message: `unknown remote "${category.remote}"` });
    }
  });
  const reserved = new Set<string>(RESERVED_PATHS);
  const seen = new Set<string>();
  catalogue.tools.forEach((tool, i) => {
    const where = `tools[${i}] (${tool.path})`;
    if (seen.has(tool.path)) problems.push({ where: `${where}.path`, message: `duplicate path "${tool.path}"` });
    seen.add(tool.path);
    if (reserved.has(tool.path)) {
      problems.push({ where: `${where}.path`, message: `path "${tool.path}" collides with the reserved route /${tool.path}` });
    }
    if (LOCALE_SEGMENTS.includes(tool.path)) {
      problems.push({ where: `${where}.path`, message: `path "${tool.path}" is where a language's pages live (/${tool.path}/)` });
    }
    if (!categoryIds.has(tool.category)) {
      problems.push({ where: `${where}.category`, message: `unknown category "${tool.category}"` });
    }
  });
  return problems;
}

/** Validates an already-parsed catalogue value: shape first, then the cross-entry rules. */
export function validateCatalogue(input: unknown): CatalogueResult {
  const parsed = catalogueSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        where: describePath(input, issue.path),
        message: describeIssue(issue),
      })),
    };
  }
  const problems = crossCheck(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, catalogue: parsed.data };
}

/** Parses catalogue text; invalid JSON is reported with its line and column. */
export function parseCatalogue(text: string): CatalogueResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ where: '(json)', message: describeJsonError(text, error) }] };
  }
  return validateCatalogue(value);
}

function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return `invalid JSON: ${message}`;
  const offset = Number(position[1]);
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `invalid JSON at line ${line}, column ${column}: ${message}`;
}

export function formatProblems(problems: readonly CatalogueProblem[]): string {
  return problems.map((p) => `${p.where}: ${p.message}`).join('\n');
}
