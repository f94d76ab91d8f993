import { useCallback } from 'react';
import { Message } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { LoadingState } from '../LoadingState';
import { formatDateTime, isoDateTime } from './format';
import { newestFirst } from './feedback-order';
import { useLoad } from './useLoad';

export const FEEDBACK_LIMIT = 20;

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
                  <span className="admin-badge">{item.type}</span>
                  <time dateTime={isoDateTime(item.createdAt)}>{formatDateTime(item.createdAt)}</time>
                  <span>
                    {item.email ? (
                      <a href={`mailto:${item.email}`}>{item.email}</a>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="th-visually-hidden">No email given</span>
                      </>
                    )}
                  </span>
                </p>
                <p className="admin-feedback-message">{item.message}</p>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
