// @ts-check
/**
 * The Cloud Functions entry (firebase.json `functions.source` is this folder): `news`, a 2nd-gen
 * HTTPS function that Firebase Hosting rewrites `/api/news` to. It is the very handler
 * `npm start` serves (scripts/lib/site.mjs), so both answer alike.
 *
 * One handler per instance, made when the instance starts: its merged-feed cache (15 minutes)
 * is then shared by every request that instance serves. NEWS_FEEDS comes from the function's
 * environment (server/.env or server/.env.<project>; the emulator also passes on its own), and so
 * does APP_CHECK_ENFORCE: true in production, where a request needs a valid App Check token.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { onRequest } from 'firebase-functions/https';
import { appCheckEnforced, createAppCheckGate } from './news/app-check-gate.mjs';
import { createNewsHandler } from './news/news-handler.mjs';
import { newsFeedsFromEnv } from './news/news-feeds.mjs';
import { NEWS_FUNCTION } from './news/news-function.mjs';

/** App Check's verification, with the Admin SDK started on first use (only when enforcing). */
function verifyAppCheckToken(/** @type {string} */ token) {
  if (getApps().length === 0) initializeApp();
  return getAppCheck().verifyToken(token);
}

const handler = createNewsHandler({
  feeds: newsFeedsFromEnv(process.env),
  allow: createAppCheckGate({ enforce: appCheckEnforced(process.env), verify: verifyAppCheckToken }),
});

// Exported under NEWS_FUNCTION.functionId, the name firebase.json's rewrite calls.
export const news = onRequest(
  {
    region: NEWS_FUNCTION.region,
    // Feeds are fetched at most once per 15 minutes per instance: a few small instances are plenty,
    // and a cap keeps a burst of traffic from fanning out to the feeds' servers.
    maxInstances: 3,
    memory: '256MiB',
    // Each feed has 8 s (news-handler.mjs); the round runs them in parallel.
    timeoutSeconds: 30,
  },
  (request, response) => handler(request, response),
);
