/** How many people want a coming-soon tool, in words (the Notify-me section). */

// Made on first use: building a NumberFormat costs tens of milliseconds on a phone, and this
// module is prefetched with the coming-soon page on every home page visit.
let numbers: Intl.NumberFormat | undefined;

export function wishCountText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return 'Nobody has asked for this yet. Be the first!';
  if (count === 1) return '1 person wants this.';
  numbers ??= new Intl.NumberFormat('en-GB');
  return `${numbers.format(count)} people want this.`;
}
