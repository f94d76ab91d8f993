/**
 * Wishes for coming-soon tools (issue 17 §3), the same documents in both adapters:
 * - users/{uid}/wishes/{toolPath} `{ createdAt }`: one user's wish, read by them and admins only;
 * - wish-counts/{toolPath} `{ count }`: how many wishes the tool has, read by anyone.
 * A wish and its count change together, in one transaction, and firestore.rules refuses any count
 * change that does not come with the caller creating or deleting their own wish: so a count is
 * always the number of users who want the tool, and nobody can inflate it.
 */
import type { Backend } from './backend';
import { BackendError } from './errors';

/** wish-counts/{toolPath} as the admin ranking reads it. */
export interface WishCount {
  toolPath: string;
  count: number;
}

export const WISH_COUNTS = 'wish-counts';
export const WISHES = 'wishes';

export const wishPath = (uid: string, toolPath: string): string => `users/${uid}/${WISHES}/${toolPath}`;
export const wishCountsPath = (toolPath: string): string => `${WISH_COUNTS}/${toolPath}`;

/**
 * The catalogue's path format (shared/src/catalogue/schema.ts: a lower-case slug), with a length
 * cap; firestore.rules checks the same. Only such a path may become a document id: nothing with a
 * slash, a dot or a space can reach another collection.
 */
const TOOL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_TOOL_PATH_LENGTH = 100;

export const isToolPath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TOOL_PATH_LENGTH && TOOL_PATH.test(value);

export function requireToolPath(toolPath: string): void {
  if (!isToolPath(toolPath)) throw new BackendError('invalid-argument', `Not a tool path: ${JSON.stringify(String(toolPath).slice(0, 120))}.`);
}

/** Most wanted first; equal counts by tool path, so the order never depends on the store. */
export const byDemand = (a: WishCount, b: WishCount): number =>
  b.count - a.count || (a.toolPath < b.toolPath ? -1 : a.toolPath > b.toolPath ? 1 : 0);

/**
 * The most counts one admin read returns (the highest). Anyone signed in can wish for made-up
 * paths; this keeps such noise from making the admin page's read unbounded.
 */
export const WISH_COUNT_LIMIT = 500;

/** The wish methods of the Backend interface, which each adapter builds in its own file. */
export type WishMethods = Pick<Backend, 'addWish' | 'removeWish' | 'listMyWishes' | 'wishCount' | 'listWishCounts'>;

/** A wish-counts document's count; a missing or malformed one counts 0. */
export const countOf = (data: Record<string, unknown> | undefined): number => (typeof data?.count === 'number' ? data.count : 0);
