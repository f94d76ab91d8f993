/**
 * Caps free text the browser hands us (user agent, referrer) before it is stored: a 10,000-character
 * referrer is cut, never stored whole. The cut never splits a surrogate pair, so no broken character
 * reaches the database.
 */
export const MAX_USER_AGENT_LENGTH = 500;
export const MAX_REFERRER_LENGTH = 500;

export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
