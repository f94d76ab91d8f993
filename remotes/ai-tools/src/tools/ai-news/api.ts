import { OFFLINE_MESSAGE, readNewsAnswer, type NewsAnswer } from './logic';

/**
 * Asks the site's own server for the headlines, with the host's API headers (App Check's token
 * where it is on). The endpoint lives on the page's origin, not on this remote's (which only
 * serves static files).
 */
export async function fetchNews(signal: AbortSignal, apiHeaders: Record<string, string> = {}): Promise<NewsAnswer> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/news', window.location.origin), { signal, headers: { ...apiHeaders, Accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: OFFLINE_MESSAGE, sources: [] };
  }
  let body: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
  }
  return readNewsAnswer(response.status, body);
}
