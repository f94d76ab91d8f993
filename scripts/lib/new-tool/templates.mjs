// @ts-check
/** The files of a new tool, filled in from the templates in ./templates. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentName } from './names.mjs';

/** The generated file ← its template (no styles.module.css: the starter uses the kit's th-* classes). */
const TEMPLATE_FILES = Object.freeze({
  'index.tsx': 'index.tsx.tpl',
  'logic.ts': 'logic.ts.tpl',
  'logic.test.ts': 'logic.test.ts.tpl',
  'index.test.tsx': 'index.test.tsx.tpl',
});

/**
 * A template with its placeholders filled: __COMPONENT__, __TOOL_PATH__, __CATEGORY__ and
 * __TOOL_NAME__ (a string literal, so any name is safe in code).
 * @param {string} template
 * @param {{ category: string, path: string, name: string }} tool
 */
export function fillTemplate(template, { category, path, name }) {
  const values = { __COMPONENT__: componentName(path), __TOOL_PATH__: path, __CATEGORY__: category, __TOOL_NAME__: JSON.stringify(name) };
  return template.replace(/__(?:COMPONENT|TOOL_PATH|CATEGORY|TOOL_NAME)__/g, (key) => values[/** @type {keyof typeof values} */ (key)]);
}

/**
 * @param {Readonly<Record<string, string>>} templates  template file name → its text
 * @param {{ category: string, path: string, name: string }} tool
 * @returns {Record<string, string>}  file name in the tool's folder → its content
 */
export function toolFiles(templates, tool) {
  return Object.fromEntries(
    Object.entries(TEMPLATE_FILES).map(([file, template]) => {
      const text = templates[template];
      if (text === undefined) throw new Error(`missing template ${template}`);
      return [file, fillTemplate(text, tool)];
    }),
  );
}

/** Reads the templates shipped next to this file. @returns {Record<string, string>} */
export function readTemplates(dir = join(import.meta.dirname, 'templates')) {
  return Object.fromEntries(Object.values(TEMPLATE_FILES).map((template) => [template, readFileSync(join(dir, template), 'utf8')]));
}
