/**
 * The page view handed to the backend: the route as a safe page key, and the browser's free text
 * capped, so nothing it says (a 10,000-character user agent or referrer) is stored whole.
 */
import type { PageView } from '../backend/backend';
import { toPageKey } from './page-key';
import { MAX_REFERRER_LENGTH, MAX_USER_AGENT_LENGTH, truncateText } from './truncate';

export interface PageViewInput {
  path: string;
  date: string;
  visitorId: string;
  newVisitor: boolean;
  userAgent: string;
  referrer: string;
  screenWidth: number;
}

export function buildPageView(input: PageViewInput): PageView {
  return {
    page: toPageKey(input.path),
    date: input.date,
    visitorId: input.visitorId,
    newVisitor: input.newVisitor,
    userAgent: truncateText(input.userAgent, MAX_USER_AGENT_LENGTH),
    referrer: truncateText(input.referrer, MAX_REFERRER_LENGTH),
    screenWidth: Number.isFinite(input.screenWidth) && input.screenWidth >= 0 ? Math.round(input.screenWidth) : 0,
  };
}
