// @ts-check
/**
 * Rspack loader for `*.words` files (see word-lists.mjs): the words a tool plays with, as a module;
 * imported with `?joined`, the words as one string (joined by spaces).
 */
import { JOINED_QUERY, wordListModule } from './word-lists.mjs';

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 */
export default function wordListLoader(source) {
  const { code, files } = wordListModule(source, this.resourcePath, { joined: this.resourceQuery === JOINED_QUERY });
  for (const file of files) this.addDependency(file);
  return code;
}
