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
  deleteDoc,
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
import { type Activity, type AuthUser, type Backend, type PageView, type Profile, isIncrement, isServerTime } from '../backend';
import { BackendError, toBackendError } from '../errors';
import type { FirebaseConfig } from '../firebase-config';

export interface FirebaseBackendOptions {
  /** A distinct app name per instance lets tests run several "tabs" in one process. */
  appName?: string;
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
  const { authEmulatorHost, firestoreEmulatorHost, ...appConfig } = config;
  const app: FirebaseApp = initializeApp(appConfig, options.appName ?? '[DEFAULT]');
  // getAuth persists the session in IndexedDB in browsers, as the local adapter does.
  const auth: Auth = getAuth(app);
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });

  let firestore: Firestore | null = null;
  const db = (): Firestore => {
    if (!firestore) {
      firestore = getFirestore(app);
      if (firestoreEmulatorHost) connectFirestoreEmulator(firestore, ...hostAndPort(firestoreEmulatorHost));
    }
    return firestore;
  };

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toBackendError(error);
    }
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

    recordPageView: (view: PageView) =>
      guard(async () => {
        const context = { userAgent: view.userAgent, referrer: view.referrer };
        const merge = { merge: true } as const;
        await Promise.all([
          setDoc(doc(db(), 'visits', view.page), { count: increment(1), lastVisited: serverTimestamp(), ...context, screenWidth: view.screenWidth }, merge),
          setDoc(
            doc(db(), 'daily-analytics', view.date),
            {
              date: view.date,
              totalPageViews: increment(1),
              lastUpdated: serverTimestamp(),
              pages: { [view.page]: increment(1) },
              uniqueVisitors: increment(view.newVisitor ? 1 : 0),
            },
            merge,
          ),
          setDoc(
            doc(db(), 'daily-visitors', `${view.date}_${view.visitorId}`),
            {
              date: view.date,
              visitorId: view.visitorId,
              ...(view.newVisitor ? { firstVisit: serverTimestamp() } : {}),
              lastVisit: serverTimestamp(),
              pageViews: increment(1),
              pagesVisited: { [view.page]: increment(1) },
              ...context,
            },
            merge,
          ),
        ]);
      }),

    deleteAnalyticsBefore: (cutoffDate) =>
      guard(async () => {
        let deleted = 0;
        for (const name of ['daily-analytics', 'daily-visitors']) {
          // Bounded batches: the rules allow only limited queries, and a page load stays cheap.
          const old = await getDocs(query(collection(db(), name), where('date', '<', cutoffDate), limit(100)));
          await Promise.all(old.docs.map((d) => deleteDoc(d.ref)));
          deleted += old.size;
        }
        return deleted;
      }),

    close: () => deleteApp(app),
  };
}
