/**
 * The Firebase adapter: the real JS SDK against the collections SPEC names. Loaded only through
 * select.ts's import(), so its SDK never reaches the first-load bundle. Firestore is started on
 * first use, so an auth-only page (or test run against the Auth emulator) never opens it.
 */
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  type User,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
import {
  type DocumentData,
  type Firestore,
  Timestamp,
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { type Activity, type AuthUser, type Backend, type Feedback, type PageView, type Profile, isIncrement, isServerTime } from '../backend';
import { sumDailyAnalytics } from '../analytics/daily-sums';
import { DAILY_ANALYTICS, DAILY_ANALYTICS_SHARDS, pageViewWrites } from '../analytics/page-view-writes';
import { deleteDatedRecordsBefore } from './analytics-cleanup';
import { appCheckToken, startAppCheck } from './app-check';
import { BackendError, guard, toBackendError } from '../errors';
import type { FirebaseConfig } from '../firebase-config';
import { createFirebaseWishes } from './firebase-wishes';
import { changeFirebasePassword, deleteFirebaseAccount } from './firebase-account';

export interface FirebaseBackendOptions {
  /** A distinct app name per instance lets tests run several "tabs" in one process. */
  appName?: string;
  /** Shard documents per daily counter (toolhubConfig.analyticsShards); 0 = SPEC's single documents. */
  analyticsShards?: number;
  /** Picks the shard a page view increments. */
  random?: () => number;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    tenantId: user.tenantId,
    providerData: user.providerData.map((p) => ({ providerId: p.providerId, uid: p.uid, email: p.email, displayName: p.displayName })),
    metadata: { creationTime: user.metadata.creationTime, lastSignInTime: user.metadata.lastSignInTime },
  };
}

/** Our write sentinels as Firestore's, at any depth (analytics maps hold increments). */
function toFirestore(value: unknown): unknown {
  if (isServerTime(value)) return serverTimestamp();
  if (isIncrement(value)) return increment(value.by);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, toFirestore(v)]));
  }
  return value;
}

/** Firestore Timestamps as Dates, so both adapters read back the same shapes. */
function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

const hostAndPort = (address: string): [string, number] => {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at), Number(address.slice(at + 1))];
};

export function createFirebaseBackend(config: FirebaseConfig, options: FirebaseBackendOptions = {}): Backend {
  const { authEmulatorHost, firestoreEmulatorHost, appCheckSiteKey: _siteKey, appCheckDebugToken: _debugToken, ...appConfig } = config;
  const app: FirebaseApp = initializeApp(appConfig, options.appName ?? '[DEFAULT]');
  // Before Auth and Firestore send anything, so every request carries its token.
  const appCheck = startAppCheck(app, config);
  // getAuth persists the session in IndexedDB in browsers, as the local adapter does.
  const auth: Auth = getAuth(app);
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });

  let firestore: Firestore | null = null;
  const shardOptions = { shards: options.analyticsShards ?? 0, random: options.random ?? Math.random };
  const db = (): Firestore => {
    if (!firestore) {
      firestore = getFirestore(app);
      if (firestoreEmulatorHost) connectFirestoreEmulator(firestore, ...hostAndPort(firestoreEmulatorHost));
    }
    return firestore;
  };

  const requireUser = (): User => {
    if (!auth.currentUser) throw new BackendError('auth/null-user', 'No user is signed in.');
    return auth.currentUser;
  };

  return {
    kind: 'firebase',

    createAccount: (email, password) => guard(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email.trim(), password)).user)),

    setDisplayName: (displayName) =>
      guard(async () => {
        const user = requireUser();
        await updateProfile(user, { displayName });
        return toAuthUser(user);
      }),

    signIn: (email, password) => guard(async () => toAuthUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user)),

    signOut: () => guard(() => signOut(auth)),

    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),

    onAuthStateChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),

    subscribeProfile: (uid, next, error) =>
      onSnapshot(
        doc(db(), 'users', uid),
        (snapshot) => next(snapshot.exists() ? (fromFirestore(snapshot.data()) as Profile) : null),
        (failure) => error(toBackendError(failure)),
      ),

    mergeProfile: (uid, data) => guard(() => setDoc(doc(db(), 'users', uid), toFirestore(data) as DocumentData, { merge: true })),

    addFeedback: (feedback) => guard(async () => (await addDoc(collection(db(), 'feedback'), toFirestore(feedback) as DocumentData)).id),

    addActivity: (uid, activity) =>
      guard(async () => (await addDoc(collection(db(), 'users', uid, 'activities'), toFirestore(activity) as DocumentData)).id),

    listRecentActivities: (uid, max) =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db(), 'users', uid, 'activities'), orderBy('timestamp', 'desc'), limit(max)));
        return snapshot.docs.map((d) => ({ ...(fromFirestore(d.data()) as Omit<Activity, 'id'>), id: d.id }));
      }),

    // Issue 17 §5: the whole history for the export, and the account's own changes.
    listAllActivities: (uid) =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db(), 'users', uid, 'activities'), orderBy('timestamp', 'desc')));
        return snapshot.docs.map((d) => ({ ...(fromFirestore(d.data()) as Omit<Activity, 'id'>), id: d.id }));
      }),
    changePassword: (currentPassword, newPassword) => guard(() => changeFirebasePassword(auth, currentPassword, newPassword)),
    deleteAccount: (password) => guard(() => deleteFirebaseAccount(auth, db(), password, createFirebaseWishes(db))),

    recordPageView: (view: PageView) =>
      guard(async () => {
        // Independent writes, not a batch: when the rules refuse one (a visitor counted again after
        // clearing storage sends firstVisit to an existing daily-visitors document), the other
        // counters still get the view.
        await Promise.all(
          pageViewWrites(view, shardOptions).map((write) =>
            setDoc(doc(db(), write.collection, write.id), toFirestore(write.data) as DocumentData, { merge: true }),
          ),
        );
      }),

    deleteAnalyticsBefore: (cutoffDate) => guard(async () => (await deleteDatedRecordsBefore(db(), cutoffDate)).deleted),

    // Issue 17 §3: wishes for coming-soon tools (firebase-wishes.ts).
    ...createFirebaseWishes(db),

    isAdmin: async (candidate) => {
      const current = auth.currentUser;
      if (!current || current.uid !== candidate.uid) return false;
      try {
        // A fresh token: a claim granted since sign-in shows at once, and Firestore sends it too.
        return (await current.getIdTokenResult(true)).claims.admin === true;
      } catch {
        // Offline: the cached token still says what the rules last saw.
        return (await current.getIdTokenResult().catch(() => null))?.claims.admin === true;
      }
    },

    readDailyAnalytics: (fromDate, toDate) =>
      guard(async () => {
        const range = (name: string) => getDocs(query(collection(db(), name), where('date', '>=', fromDate), where('date', '<=', toDate)));
        const [single, shards] = await Promise.all([range(DAILY_ANALYTICS), range(DAILY_ANALYTICS_SHARDS)]);
        return sumDailyAnalytics([...single.docs, ...shards.docs].map((d) => fromFirestore(d.data()) as Record<string, unknown>));
      }),

    listRecentFeedback: (max) =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db(), 'feedback'), orderBy('createdAt', 'desc'), limit(Math.max(1, max))));
        return snapshot.docs.map((d) => ({ ...(fromFirestore(d.data()) as Omit<Feedback, 'id'>), id: d.id })).slice(0, Math.max(0, max));
      }),

    apiToken: () => appCheckToken(appCheck),

    close: () => deleteApp(app),
  };
}
