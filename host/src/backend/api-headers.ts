/**
 * The headers a tool sends to the site's own API (ToolProps.apiHeaders): App Check's token when the
 * backend has App Check on (the /api/news function refuses requests without one when it enforces
 * App Check), none otherwise. Never rejects: a tool's request goes out either way.
 */
import type { Backend } from './backend';
import { getBackend } from './select';

const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export async function apiHeaders(backendSource: () => Promise<Backend> = getBackend): Promise<Record<string, string>> {
  try {
    const token = await (await backendSource()).apiToken?.();
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  }
}
