/* Player names: typed one per line (parsed leniently, every problem reported with its line) or added one at a time. */

export const MAX_PLAYERS = 20;
export const MAX_NAME_LENGTH = 30;

export interface PlayerList {
  names: string[];
  /** One message per problem line; the valid names are still used. */
  problems: string[];
}

export function normaliseName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Names from a one-per-line text (commas also separate); blank lines are skipped. */
export function parsePlayers(text: string): PlayerList {
  const names: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[\r\n,]+/)) {
    const name = normaliseName(part);
    if (name === '') continue;
    if (name.length > MAX_NAME_LENGTH) {
      problems.push(`“${name.slice(0, 20)}…” is longer than ${MAX_NAME_LENGTH} characters.`);
      continue;
    }
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) {
      problems.push(`${name} is listed twice.`);
      continue;
    }
    if (names.length >= MAX_PLAYERS) {
      problems.push(`Only ${MAX_PLAYERS} players can play; ${name} and after are left out.`);
      break;
    }
    seen.add(key);
    names.push(name);
  }
  return { names, problems };
}

/** Why a name typed into the Add field cannot join `existing`, or null when it can. */
export function playerNameError(raw: string, existing: readonly string[]): string | null {
  const name = normaliseName(raw);
  if (name === '') return 'Type a name first.';
  if (name.length > MAX_NAME_LENGTH) return `Names can be at most ${MAX_NAME_LENGTH} characters.`;
  if (existing.length >= MAX_PLAYERS) return `That's the maximum of ${MAX_PLAYERS} players.`;
  const lower = name.toLocaleLowerCase();
  if (existing.some((n) => n.toLocaleLowerCase() === lower)) return `${name} is already playing.`;
  return null;
}

/** A possessive for turn banners: "Sam's turn", "James' turn". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
