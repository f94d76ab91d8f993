/**
 * The local adapter's profiles, activities and feedback: users/{uid} (live), users/{uid}/activities
 * and feedback, with the checks firestore.rules makes: own profile and activities only, the
 * profile rules on every profile write, admins list feedback.
 */
import type { Activity, ActivityWrite, AuthUser, Backend, Feedback, FeedbackWrite, Profile, ProfileWrite } from '../backend';
import { guard, toBackendError } from '../errors';
import { profileWriteProblem } from '../profile-rules';
import type { LocalDb } from './local-db';
import { type LocalDocuments, newId } from './local-documents';

export interface LocalCollectionContext {
  db: () => Promise<LocalDb>;
  documents: LocalDocuments;
  /** Settles once the session is first known: a profile is read after that. */
  ready: Promise<void>;
  /** Throws permission-denied unless `uid` is the signed-in user (the rules' isOwner); returns them. */
  requireOwner: (uid: string) => AuthUser;
  /** Throws permission-denied unless the signed-in user is an admin. */
  requireAdmin: () => void;
}

export type CollectionMethods = Pick<
  Backend,
  'subscribeProfile' | 'mergeProfile' | 'addFeedback' | 'addActivity' | 'listRecentActivities' | 'listRecentFeedback'
>;

export function createLocalCollections(context: LocalCollectionContext): CollectionMethods {
  const { db, documents, requireOwner, requireAdmin } = context;

  return {
    subscribeProfile(uid, next, error) {
      const path = `users/${uid}`;
      let active = true;
      const read = () => {
        void guard(async () => {
          requireOwner(uid);
          const record = await (await db()).get('documents', path);
          return (record?.data as Profile | undefined) ?? null;
        }).then(
          (profile) => active && next(profile),
          (failure: unknown) => active && error(toBackendError(failure)),
        );
      };
      const unwatch = documents.watch(path, read);
      void context.ready.then(read);
      return () => {
        active = false;
        unwatch();
      };
    },

    mergeProfile: (uid, data: ProfileWrite) =>
      guard(async () => {
        const owner = requireOwner(uid);
        await documents.write(`users/${uid}`, data as Record<string, unknown>, (existing) =>
          profileWriteProblem(data, existing, { uid: owner.uid, email: owner.email }, uid),
        );
      }),

    addFeedback: (feedback: FeedbackWrite) =>
      guard(async () => {
        const id = newId();
        await documents.write(`feedback/${id}`, { ...feedback });
        return id;
      }),

    addActivity: (uid, activity: ActivityWrite) =>
      guard(async () => {
        requireOwner(uid);
        const id = newId();
        await documents.write(`users/${uid}/activities/${id}`, { ...activity });
        return id;
      }),

    listRecentActivities: (uid, max) =>
      guard(async () => {
        requireOwner(uid);
        const records = await (await db()).getAllFromIndex('documents', 'collection', `users/${uid}/activities`);
        const time = (activity: Activity) => activity.timestamp?.getTime() ?? 0;
        return records
          .map((record) => ({ ...(record.data as Omit<Activity, 'id'>), id: record.path.slice(record.path.lastIndexOf('/') + 1) }))
          .sort((a, b) => time(b) - time(a))
          .slice(0, max);
      }),

    listRecentFeedback: (max) =>
      guard(async () => {
        requireAdmin();
        const records = await (await db()).getAllFromIndex('documents', 'collection', 'feedback');
        const time = (feedback: Feedback) => feedback.createdAt?.getTime() ?? 0;
        return records
          .map((record) => ({ ...(record.data as Omit<Feedback, 'id'>), id: record.path.slice(record.path.lastIndexOf('/') + 1) }))
          .sort((a, b) => time(b) - time(a))
          .slice(0, Math.max(0, max));
      }),
  };
}
