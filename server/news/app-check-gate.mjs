// @ts-check
/**
 * App Check for /api/news on Firebase (issue 41 §3): with enforcement on, a request is answered
 * only when its X-Firebase-AppCheck header holds a token App Check verifies, so a script that
 * reuses the site's public config cannot make the function run at will. Off by default: the local
 * server (`npm start`) and the emulators never ask for a token; production turns it on with
 * APP_CHECK_ENFORCE=true in the function's environment (server/.env.<project>).
 */

export const APP_CHECK_HEADER = 'x-firebase-appcheck';
export const APP_CHECK_REQUIRED_MESSAGE = 'The news service could not confirm that this request comes from ToolHub. Load the page again.';

/**
 * @typedef {object} AppCheckGateOptions
 * @property {boolean} enforce                               refuse requests without a valid token
 * @property {(token: string) => Promise<unknown>} verify  resolves for a valid token, rejects otherwise
 * @property {(message: string, error: unknown) => void} [warn]
 */

/** Whether APP_CHECK_ENFORCE asks for enforcement ('true' or '1', any case and spacing). */
export function appCheckEnforced(/** @type {Record<string, string | undefined>} */ env) {
  return ['true', '1'].includes((env.APP_CHECK_ENFORCE ?? '').trim().toLowerCase());
}

/**
 * @param {AppCheckGateOptions} options
 * @returns {(req: import('node:http').IncomingMessage) => Promise<boolean>} whether the request may be answered
 */
export function createAppCheckGate({ enforce, verify, warn = (message, error) => console.warn(message, error) }) {
  return async (req) => {
    if (!enforce) return true;
    const header = req.headers[APP_CHECK_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return false;
    try {
      await verify(token);
      return true;
    } catch (error) {
      warn('App Check token refused', error);
      return false;
    }
  };
}
