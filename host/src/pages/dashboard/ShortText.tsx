/**
 * Text written by users (display names, feedback) shown at a sane length: React renders it as
 * text, and anything longer than the limit is cut, ends in '…' and says "(shortened)".
 */

/** Display names are validated to 50 characters (profile settings); the database allows 100. */
export const DISPLAY_NAME_LIMIT = 50;
/** The feedback form's own limit (FEEDBACK_MESSAGE_MAX); longer ones were not written by it. */
export const FEEDBACK_DISPLAY_LIMIT = 5000;

/** `value` cut to at most `max` characters (as people count them), ending in '…' when cut. */
export function clipText(value: string, max: number): { text: string; cut: boolean } {
  // Counting `max` characters needs at most 2 × max UTF-16 units; a huge string is not split whole.
  const head = value.length > max * 2 + 2 ? value.slice(0, max * 2 + 2) : value;
  const chars = Array.from(head);
  if (chars.length <= max) return { text: value, cut: false };
  return { text: `${chars.slice(0, max - 1).join('')}…`, cut: true };
}

export function ShortText({ text, max }: { text: string; max: number }) {
  const clipped = clipText(text, max);
  return (
    <>
      {clipped.text}
      {clipped.cut && <span className="short-text-note"> (shortened)</span>}
    </>
  );
}
