import { useCallback } from 'react';
import { isWellFormed, Message } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { LoadingState } from '../LoadingState';
import { FEEDBACK_DISPLAY_LIMIT, ShortText } from '../dashboard/ShortText';
import { formatDateTime, isoDateTime } from './format';
import { newestFirst } from './feedback-order';
import { useLoad } from './useLoad';

export const FEEDBACK_LIMIT = 20;
/** Longer than any type the form offers; an email address has at most 254 characters. */
const TYPE_DISPLAY_LIMIT = 40;
const EMAIL_DISPLAY_LIMIT = 254;

/**
 * Only a plain address becomes a mailto: link: no scheme, query, fragment, path or spaces that
 * could turn it into something else (a "?bcc=" header, a script URL), and no half of a character
 * pair, which a link would carry as U+FFFD (another address). Anything else is text.
 */
export function isLinkableEmail(email: string): boolean {
  return email.length <= EMAIL_DISPLAY_LIMIT && isWellFormed(email) && /^[^\s@<>"'?&#%/\\:;,()[\]]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(email);
}

export function FeedbackSection({ refreshKey }: { refreshKey: unknown }) {
  const load = useCallback(async () => newestFirst(await (await getBackend()).listRecentFeedback(FEEDBACK_LIMIT)), []);
  const feedback = useLoad(load, refreshKey);
  return (
    <section className="admin-section" aria-labelledby="admin-feedback">
      <h2 id="admin-feedback">Latest feedback</h2>
      {feedback.status === 'loading' && <LoadingState label="Loading feedback…" />}
      {feedback.status === 'error' && <Message tone="error">Could not load feedback: {feedback.reason}</Message>}
      {feedback.status === 'ready' &&
        (feedback.data.length === 0 ? (
          <p className="admin-empty">No feedback yet.</p>
        ) : (
          <ol className="admin-feedback" aria-labelledby="admin-feedback">
            {feedback.data.map((item) => (
              <li key={item.id} className="admin-feedback-item">
                <p className="admin-feedback-meta">
                  <span className="admin-badge">
                    <ShortText text={item.type} max={TYPE_DISPLAY_LIMIT} />
                  </span>
                  <time dateTime={isoDateTime(item.createdAt)}>{formatDateTime(item.createdAt)}</time>
                  <span>
                    {item.email && isLinkableEmail(item.email) ? (
                      <a href={`mailto:${item.email}`}>{item.email}</a>
                    ) : item.email ? (
                      <ShortText text={item.email} max={EMAIL_DISPLAY_LIMIT} />
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="th-visually-hidden">No email given</span>
                      </>
                    )}
                  </span>
                </p>
                <p className="admin-feedback-message">
                  <ShortText text={item.message} max={FEEDBACK_DISPLAY_LIMIT} />
                </p>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
