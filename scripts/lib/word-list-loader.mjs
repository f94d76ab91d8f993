// @ts-check
/** Rspack loader for `*.words` files (see word-lists.mjs): the words a tool plays with, as a module. */
import { wordListModule } from './word-lists.mjs';

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 */
export default function wordListLoader(source) {
  const { code, files } = wordListModule(source, this.resourcePath);
  for (const file of files) this.addDependency(file);
  return code;
}
