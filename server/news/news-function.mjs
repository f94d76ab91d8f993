// @ts-check
/**
 * The Cloud Function that answers /api/news on Firebase: the name server/index.mjs exports it
 * under and the region it runs in. firebase.json's rewrite (scripts/lib/deploy/hosting-config.mjs)
 * names both, so they are written once, here.
 */
export const NEWS_FUNCTION = Object.freeze({ functionId: 'news', region: 'us-central1' });
