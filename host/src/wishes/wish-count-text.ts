/** How many people want a coming-soon tool, in words (the Notify-me section). */
const numbers = new Intl.NumberFormat('en-GB');

export function wishCountText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return 'Nobody has asked for this yet. Be the first!';
  return count === 1 ? '1 person wants this.' : `${numbers.format(count)} people want this.`;
}
