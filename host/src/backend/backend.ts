/**
 * The one data interface of the host (SPEC sections 3 and 7). Two adapters implement it: `local`
 * (IndexedDB, the zero-config default) and `firebase` (the real SDK). Both keep the same document
 * shapes, and both fail with a {@link BackendError} carrying Firebase's error codes, so one message
 * table serves both.
 */
import type { BackendError } from './errors';
import type { WishCount } from './wishes';

/** The signed-in user as the identity service gives it (SPEC section 3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
  isAnonymous: boolean;
  tenantId: string | null;
  providerData: { providerId: string; uid: string; email: string | null; displayName: string | null }[];
  metadata: { creationTime?: string; lastSignInTime?: string };
}

/**
 * Write-side sentinels. Adapters turn them into the store's own: Firestore's `serverTimestamp()`
 * and `increment()`, or the local clock and an arithmetic add.
 */
export interface ServerTime {
  readonly kind: 'serverTime';
}
export interface Increment {
  readonly kind: 'increment';
  readonly by: number;
}
export const serverTime = (): ServerTime => ({ kind: 'serverTime' });
export const increment = (by: number): Increment => ({ kind: 'increment', by });

export const isServerTime = (value: unknown): value is ServerTime =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'serverTime';
export const isIncrement = (value: unknown): value is Increment =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'increment';

/** Timestamps read back as Date in both adapters (Firestore's Timestamp is converted on read). */
export type Timestamp = Date;

/** users/{uid} (SPEC section 3). `favourites` is ours: the tool paths a user saved. */
export interface Profile {
  uid: string;
  email: string | null;
  displayName: string;
  xp: number;
  streak: number;
  toolsUsedToday: string[];
  lastUsed: string;
  createdAt: Timestamp | null;
  favourites?: string[];
}

/** A merge write to users/{uid}: any subset of the fields; createdAt only as server time. */
export type ProfileWrite = Partial<Omit<Profile, 'createdAt'>> & { createdAt?: ServerTime };

export const FEEDBACK_TYPES = [
  'Feature Request',
  'Bug Report',
  'General Feedback',
  'Improvement Suggestion',
  'Content Idea',
  'Other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** feedback/{id}. */
export interface FeedbackWrite {
  type: FeedbackType;
  message: string;
  email: string | null;
  createdAt: ServerTime;
}

export const ACTIVITY_TYPES = ['toolUse', 'login', 'signup', 'logout'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** users/{uid}/activities/{id}. */
export interface ActivityWrite {
  type: ActivityType;
  description: string;
  icon: string;
  link: string;
  relatedData: { toolPath: string | null };
  timestamp: ServerTime;
}
export type Activity = Omit<ActivityWrite, 'timestamp'> & { id: string; timestamp: Timestamp | null };

/** What the page-view tracker knows about the browser. */
export interface VisitContext {
  userAgent: string;
  referrer: string;
  screenWidth: number;
}

/** One page view, recorded in visits/{page}, daily-analytics/{date} and daily-visitors/{date}_{id}. */
export interface PageView extends VisitContext {
  /** The page key (a route path made safe as a document id by the tracker). */
  page: string;
  /** The local day, YYYY-MM-DD. */
  date: string;
  /** The hash of browser traits. */
  visitorId: string;
  /** True the first time this visitor is counted today (the visitors_counted_{date} flag). */
  newVisitor: boolean;
}

/** daily-analytics/{date} as read back; in sharded mode the day's shards summed. */
export interface DailyAnalytics {
  date: string;
  totalPageViews: number;
  uniqueVisitors: number;
  /** Page key (as the tracker stored it) → views that day. */
  pages: Record<string, number>;
  lastUpdated: Timestamp | null;
}

/** feedback/{id} as read back by admins. */
export type Feedback = Omit<FeedbackWrite, 'createdAt'> & { id: string; createdAt: Timestamp | null };

export type Unsubscribe = () => void;

export interface Backend {
  /** 'local' or 'firebase': activity logging is skipped on localhost only with Firebase. */
  readonly kind: 'local' | 'firebase';

  // Accounts.
  createAccount(email: string, password: string): Promise<AuthUser>;
  setDisplayName(displayName: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  currentUser(): AuthUser | null;
  /** Called once with the current state as soon as it is known, then on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;

  // Profiles.
  /** Live users/{uid}: null while the document does not exist. */
  subscribeProfile(uid: string, next: (profile: Profile | null) => void, error: (error: BackendError) => void): Unsubscribe;
  mergeProfile(uid: string, data: ProfileWrite): Promise<void>;

  // Feedback and activities.
  addFeedback(feedback: FeedbackWrite): Promise<string>;
  addActivity(uid: string, activity: ActivityWrite): Promise<string>;
  listRecentActivities(uid: string, max: number): Promise<Activity[]>;

  // The account belongs to the user (issue 17 §5). Both changes ask for the password again:
  // Firebase refuses them without a recent sign-in, and an unlocked screen must not be enough.
  /** Every activity of users/{uid}, newest first (the data export; the dashboard lists a few). */
  listAllActivities(uid: string): Promise<Activity[]>;
  /** Checks `currentPassword` (auth/invalid-credential or auth/wrong-password), then sets `newPassword` (auth/weak-password under 6). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Checks `password`, deletes users/{uid} and everything under it, then the auth user, and so
   * signs out. The documents go first: an auth user left behind can sign in and be repaired, while
   * documents left behind could never again be deleted by their owner.
   */
  deleteAccount(password: string): Promise<void>;

  // Analytics (the tracking issue's writes).
  recordPageView(view: PageView): Promise<void>;
  /** Deletes daily-analytics and daily-visitors records dated before `cutoffDate` (YYYY-MM-DD). */
  deleteAnalyticsBefore(cutoffDate: string): Promise<number>;

  // Wishes for coming-soon tools (issue 17 §3; documents and rules in ./wishes.ts). A path that
  // is not a tool path fails with `invalid-argument`; someone else's wishes with `permission-denied`.
  /** Adds the signed-in user's wish and counts it, once: adding it again changes nothing. */
  addWish(uid: string, toolPath: string): Promise<void>;
  /** Withdraws the wish and uncounts it; withdrawing a wish never made changes nothing. */
  removeWish(uid: string, toolPath: string): Promise<void>;
  /** The tool paths the user wished for, sorted (the notify-me button, the data export). */
  listMyWishes(uid: string): Promise<string[]>;
  /** How many users want the tool, 0 when nobody does yet. Anyone may ask. */
  wishCount(toolPath: string): Promise<number>;
  /** Every tool's count, most wanted first, at most WISH_COUNT_LIMIT. Admins only. */
  listWishCounts(): Promise<WishCount[]>;

  // Admin reads (the /admin page). Non-admins get `permission-denied` from Firebase's rules.
  /** Whether this user may open /admin: the `admin` custom claim, or ADMIN_EMAILS on the local backend. */
  isAdmin(user: AuthUser): Promise<boolean>;
  /** The days from `fromDate` to `toDate` inclusive (YYYY-MM-DD) that have records, oldest first. */
  readDailyAnalytics(fromDate: string, toDate: string): Promise<DailyAnalytics[]>;
  /** The newest feedback first. */
  listRecentFeedback(max: number): Promise<Feedback[]>;

  /**
   * App Check's current token for the site's own API (/api/news), or null where App Check is off
   * (always on the local backend, which leaves this out).
   */
  apiToken?(): Promise<string | null>;

  /** Releases connections and channels (tests, and tabs being torn down). */
  close(): Promise<void>;
}

