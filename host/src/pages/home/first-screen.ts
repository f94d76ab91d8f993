/** About a large screen's worth of cards below the hero (four columns, six rows). */
export const FIRST_SCREEN_CARDS = 24;

/** The id of a category's heading on the home page, which a link's `#…` can point at. */
export const categoryHeadingId = (categoryId: string) => `category-${categoryId}`;

/**
 * How many of the home page's catalogue sections (Popular, then the categories, in order) its
 * first render holds: sections until their cards fill about a screen (the one that crosses the
 * budget included, at least one), and every section up to the one a link's `#…` points at, so
 * the page can scroll there. The rest follow a section per task (useRenderedCount), so a big
 * catalogue's home page is interactive as soon as a small one's.
 * @param cardCounts  the cards each section shows at first, in page order
 * @param target  the index of the section the link points at; -1 for none
 */
export function firstScreenSections(cardCounts: readonly number[], target = -1, budget = FIRST_SCREEN_CARDS): number {
  let sections = 0;
  let cards = 0;
  while (sections < cardCounts.length && (sections === 0 || cards < budget)) cards += cardCounts[sections++] ?? 0;
  return Math.min(cardCounts.length, Math.max(sections, target + 1));
}
