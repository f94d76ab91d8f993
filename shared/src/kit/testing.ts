/** Test helpers: forget in-memory state that must not leak from one test case into the next. */
export { resetDrafts } from './drafts';
export { resetLinkLimit } from '../ui/link-limit';
