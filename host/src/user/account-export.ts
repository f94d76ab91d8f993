/**
 * "Export my data" (issue 17 §5): everything ToolHub keeps about the signed-in user, as one JSON
 * file. Read fresh from the backend (the profile, every activity rather than the dashboard's few,
 * the wishes) plus what this browser keeps for them: favourites and wishes saved while signed out,
 * and the recently visited tools. Dates come out as ISO 8601 strings (Date's own JSON form).
 */
import type { Activity, AuthUser, Backend, Profile } from '../backend/backend';
import { readVisitorWishes } from '../wishes/visitor-wishes';
import { readVisitorFavourites } from './favourites';
import { localDay } from './progress';
import { readProfileOnce } from './profile-repair';
import { VISITED_TOOLS_KEY, parseVisitedTools } from './visited-tools';

export const EXPORT_FORMAT = 'toolhub-account-data';
export const EXPORT_VERSION = 1;

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: { uid: string; email: string | null; displayName: string | null; createdAt: string | null; lastSignInAt: string | null };
  /** users/{uid}; null when the account has none. */
  profile: Profile | null;
  favourites: string[];
  /** Every activity, newest first. */
  activities: Activity[];
  /** The tool paths of coming-soon tools the user asked to hear about. */
  wishes: string[];
  /** Kept in this browser only (localStorage). */
  browser: { favouriteTools: string[]; wishedTools: string[]; visitedTools: string[] };
}

/** `toolhub-data-YYYY-MM-DD.json`, on the user's own calendar day. */
export const exportFileName = (now: Date): string => `toolhub-data-${localDay(now)}.json`;

function readJson(storage: Pick<Storage, 'getItem'> | undefined, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    // A hand-edited entry exports as nothing rather than failing the whole export.
    return null;
  }
}

const isoOrNull = (value: string | undefined): string | null => {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : null;
};

export async function collectAccountData(
  backend: Backend,
  user: AuthUser,
  options: { storage?: Pick<Storage, 'getItem'>; now?: Date } = {},
): Promise<AccountExport> {
  const { storage, now = new Date() } = options;
  const [profile, activities, wishes] = await Promise.all([
    readProfileOnce(backend, user.uid),
    backend.listAllActivities(user.uid),
    backend.listMyWishes(user.uid),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      createdAt: isoOrNull(user.metadata.creationTime),
      lastSignInAt: isoOrNull(user.metadata.lastSignInTime),
    },
    profile,
    favourites: profile?.favourites ?? [],
    activities,
    wishes,
    browser: {
      favouriteTools: readVisitorFavourites(storage),
      wishedTools: readVisitorWishes(storage),
      visitedTools: parseVisitedTools(readJson(storage, VISITED_TOOLS_KEY)),
    },
  };
}

/** Pretty-printed, so the file can be read as well as parsed. */
export const exportJson = (data: AccountExport): string => `${JSON.stringify(data, null, 2)}\n`;
