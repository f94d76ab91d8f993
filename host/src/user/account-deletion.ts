/**
 * "Delete my account" (issue 17 §5): the backend deletes the documents and the auth user (which
 * signs out); then this browser forgets what it kept for the account: recently visited tools, and
 * favourites and wishes saved while signed out. The theme stays: it belongs to the device and was
 * chosen with or without an account. Nothing here is cleared when the deletion fails.
 */
import type { Backend } from '../backend/backend';
import { VISITOR_WISHES_KEY } from '../wishes/visitor-wishes';
import { FAVOURITES_KEY } from './favourites';
import { VISITED_TOOLS_KEY } from './visited-tools';

/** The localStorage keys that hold the user's own data. */
export const ACCOUNT_BROWSER_KEYS = [VISITED_TOOLS_KEY, FAVOURITES_KEY, VISITOR_WISHES_KEY] as const;

/** True when every key is gone; false when the browser refused (the account is deleted regardless). */
export function clearAccountBrowserData(storage: Pick<Storage, 'removeItem'> | undefined): boolean {
  if (!storage) return false;
  try {
    for (const key of ACCOUNT_BROWSER_KEYS) storage.removeItem(key);
    return true;
  } catch (error) {
    console.warn('Could not clear this browser’s ToolHub data', error);
    return false;
  }
}

export async function deleteMyAccount(backend: Backend, password: string, storage: Pick<Storage, 'removeItem'> | undefined): Promise<void> {
  await backend.deleteAccount(password);
  clearAccountBrowserData(storage);
}
