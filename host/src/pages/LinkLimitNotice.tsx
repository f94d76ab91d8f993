import { useEffect } from 'react';
import { Message, resetLinkLimit, useLinkOmissions } from '@toolhub/shared';

/** The notice for each set of reasons, whole sentences (no pieces joined, so each can be translated). */
const NOTICES = {
  'too-long': 'This page’s link shares your options only: the text is too long for a link, so it stays in this browser.',
  unencodable: 'This page’s link shares your options only: the text has a broken character that a link can’t carry, so it stays in this browser.',
  both: 'This page’s link shares your options only: the text is too long for a link and has a broken character that a link can’t carry, so it stays in this browser.',
} as const;

/**
 * Says so when the page's link leaves out text, and why: too long for a URL, or holding half of a
 * character pair (as a broken copy leaves it), which no URL can carry. The text stays in this browser.
 */
export function LinkLimitNotice() {
  const omissions = useLinkOmissions();
  useEffect(() => resetLinkLimit, []);
  if (omissions.length === 0) return null;
  return (
    <Message tone="info" className="link-limit-notice">
      {NOTICES[omissions.length > 1 ? 'both' : (omissions[0] ?? 'too-long')]}
    </Message>
  );
}
