/** Test helpers: forget in-memory state that must not leak from one test case into the next. */
export { resetDrafts } from './drafts';
export { resetLinkLimit } from '../ui/link-limit';
/** Seeded and scripted random sources: tools take the kit's secure source, tests inject these. */
export { seededRandom, sequenceRandom, chiSquareUniform } from './seeded';
export { PENDING_ANNOUNCEMENTS_KEY, resetAnnouncements } from './announce';
/** jsdom lacks CSS.escape, which user-event needs to walk radio groups: call at the top of such a test file. */
export { installCssEscape } from './css-escape';
/** A scripted Worker for tests of runWorkerJob and the hooks built on it. */
export { FakeWorker, createFakeWorker } from './fakeWorker';
/** Waits past the next paint, when useLazyModule starts its import; a module factory that fails once. */
export { nextPaint } from './next-paint';
export { failingOnce } from './failing-import';
/** Counts the Intl objects of one kind a tool makes in the render that opens it. */
export { countIntl, type IntlCount, type IntlKind } from './count-intl';
/** Counts the lazy patterns (lazyRegExp) a tool builds, through vi.mock of the worker module. */
export { countingLazyRegExp } from './count-lazy-regexp';
