import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Message } from '@toolhub/shared';
import type { Activity } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { LoadingState } from '../LoadingState';
import { isSitePath, relativeTime } from './dashboard-stats';

export const RECENT_ACTIVITY_COUNT = 20;
export const ACTIVITY_FAILED = 'Your recent activity could not be loaded.';

type ActivityState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; activities: Activity[] };

/** The newest activities of users/{uid}/activities; reloaded when `refreshKey` changes (a new tool use). */
export function RecentActivity({ uid, refreshKey }: { uid: string; refreshKey?: unknown }) {
  const [state, setState] = useState<ActivityState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const activities = await (await getBackend()).listRecentActivities(uid, RECENT_ACTIVITY_COUNT);
        if (current) setState({ status: 'ready', activities });
      } catch (error) {
        console.warn('Could not load recent activity', error);
        if (current) setState({ status: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [uid, attempt, refreshKey]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <LoadingState label="Loading your recent activity…" />;
  if (state.status === 'failed') {
    return (
      <div className="dashboard-activity-failed">
        <Message tone="error">{ACTIVITY_FAILED}</Message>
        <Button size="sm" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.activities.length === 0) return <p className="dashboard-empty">No activity yet. Open any tool to get started.</p>;
  const now = new Date();
  return (
    <ul className="dashboard-activity" aria-label="Recent activity">
      {state.activities.map((activity) => {
        const at = activity.timestamp instanceof Date && !Number.isNaN(activity.timestamp.getTime()) ? activity.timestamp : null;
        return (
          <li key={activity.id} className="dashboard-activity-item">
            <span className="dashboard-activity-icon" aria-hidden="true">
              {activity.icon}
            </span>
            <span className="dashboard-activity-text">
              {isSitePath(activity.link) ? <Link to={activity.link}>{activity.description}</Link> : activity.description}
            </span>
            <time className="dashboard-activity-time" dateTime={at?.toISOString()} title={at?.toLocaleString()}>
              {relativeTime(at, now)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
