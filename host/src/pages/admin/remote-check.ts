/**
 * Asks one remote whether it answers: fetches its manifest (uncached, with a timeout) and
 * reads it. The result is data for the status table; network failures never throw out of here.
 */
import { parseManifest, type ManifestInfo } from './manifest-status';

export const CHECK_TIMEOUT_MS = 5000;

export type RemoteCheck =
  | { state: 'answering'; manifest: ManifestInfo }
  /** The server answered, but not with a usable manifest. */
  | { state: 'invalid'; reason: string }
  | { state: 'not-answering'; reason: string };

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function checkRemote(entry: string, fetcher: typeof fetch = fetch, timeoutMs = CHECK_TIMEOUT_MS): Promise<RemoteCheck> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetcher(entry, { cache: 'no-store', signal: controller.signal });
    if (!response.ok) {
      return { state: 'not-answering', reason: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` };
    }
    const parsed = parseManifest(await response.text());
    return parsed.ok ? { state: 'answering', manifest: parsed.manifest } : { state: 'invalid', reason: parsed.reason };
  } catch (error) {
    if (timedOut) return { state: 'not-answering', reason: `No answer within ${Math.round(timeoutMs / 1000)} s` };
    // A browser reports refused connections and CORS failures alike as a TypeError.
    return { state: 'not-answering', reason: `Network error: ${describe(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
