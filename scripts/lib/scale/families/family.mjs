// @ts-check
/**
 * What a family of generated tools is: a kind of tool real sites list by the hundred ("CSV to
 * XML Converter", "Mortgage Payment Calculator"), the category it is filed under, and the real
 * tool whose module it reuses (so each generated tool stands for a tool the remote could serve).
 */

/**
 * @typedef {object} ToolIdea
 * @property {string} name
 * @property {string} description
 * @property {string[]} keywords
 * @property {string} [icon]      the family's icon when absent
 * @property {string} [module]    the family's module when absent
 */

/**
 * @typedef {object} FamilyCategory
 * @property {string} id
 * @property {string} name
 * @property {string} remote      one of the real remotes
 * @property {string} icon
 * @property {string} description
 */

/**
 * @typedef {object} Family
 * @property {string} id
 * @property {string | FamilyCategory} category  a real category's id, or a new category
 * @property {string} module      `./<path>` of a real tool of the category's remote
 * @property {string} icon
 * @property {number} [comingSoon]  share of its tools listed as coming soon (default 0.1)
 * @property {(random: () => number) => ToolIdea[]} ideas
 */

/**
 * Every ordered pair of two different items ("A to B" for each A and B).
 * @template T
 * @param {readonly T[]} items
 * @returns {[T, T][]}
 */
export const orderedPairs = (items) => items.flatMap((a) => items.filter((b) => b !== a).map((b) => /** @type {[T, T]} */ ([a, b])));

/**
 * Fills `{name}` slots of a template.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? `{${key}}`);

/**
 * Lower-cased, de-duplicated keywords, empty ones dropped (people type in lower case).
 * @param {(string | undefined)[]} words
 */
export const keywords = (words) => [...new Set(words.filter((word) => word !== undefined && word.trim() !== '').map((word) => /** @type {string} */ (word).toLowerCase()))];
