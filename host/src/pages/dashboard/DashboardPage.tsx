import { Link } from 'react-router-dom';
import { formatNumber, Message } from '@toolhub/shared';
import type { AuthUser, Profile } from '../../backend/backend';
import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import { toolhubConfig } from '../../config/toolhub-config';
import { useUserStore } from '../../user/user-store';
import { XP_PER_NEW_TOOL } from '../../user/progress';
import { LoadingState } from '../LoadingState';
import { Badges } from './Badges';
import { FavouriteTools } from './FavouriteTools';
import { RecentActivity } from './RecentActivity';
import { RecentlyVisited } from './RecentlyVisited';
import { DISPLAY_NAME_LIMIT, ShortText } from './ShortText';
import { SignInPrompt } from './SignInPrompt';
import { currentStreak, displayedXp, greetingName, streakNeedsToday, toolsForPaths, toolsUsedToday } from './dashboard-stats';
import './dashboard.css';

export const MISSING_PROFILE =
  'We could not load your profile, so your XP and streak cannot be shown right now. Try reloading the page; if this keeps happening, please contact support.';

export function DashboardPage() {
  useDocumentMeta('Dashboard', 'Your XP, streak, favourite tools and recent activity on ToolHub.');
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  const profile = useUserStore((state) => state.profile);

  let content: React.ReactNode;
  if (loading || (user && profile === undefined)) content = <LoadingState label="Loading your dashboard…" />;
  else if (!user) content = <SignedOutDashboard />;
  else content = <SignedInDashboard user={user} profile={profile ?? null} />;

  return (
    <div className="page dashboard">
      <h1>Dashboard</h1>
      {content}
    </div>
  );
}

function SignedOutDashboard() {
  return (
    <>
      <SignInPrompt>
        <p>Your dashboard keeps track of how you use ToolHub. With a free account you get:</p>
        <ul className="dashboard-benefits">
          <li>{XP_PER_NEW_TOOL} XP for each different tool you use in a day</li>
          <li>A daily streak for every day in a row you use a tool</li>
          <li>Your favourite tools, saved to your account on every device</li>
          <li>Your recently visited tools and recent activity</li>
        </ul>
      </SignInPrompt>
      <section aria-labelledby="dashboard-favourites" className="dashboard-section">
        <h2 id="dashboard-favourites" tabIndex={-1}>
          Your favourites
        </h2>
        <p className="dashboard-hint">Favourites work without an account: they are kept in this browser and move to your account when you sign up or log in.</p>
        <FavouriteTools headingId="dashboard-favourites" />
      </section>
    </>
  );
}

function SignedInDashboard({ user, profile }: { user: AuthUser; profile: Profile | null }) {
  const name = greetingName(profile, user);
  return (
    <>
      <p className="dashboard-greeting">
        {name ? (
          <>
            Welcome back, <ShortText text={name} max={DISPLAY_NAME_LIMIT} />!
          </>
        ) : (
          'Welcome back!'
        )}
      </p>
      {profile ? (
        <Progress profile={profile} />
      ) : (
        <Message tone="warning">
          {MISSING_PROFILE} <a href={`mailto:${toolhubConfig.supportEmail}`}>Email support</a>
        </Message>
      )}
      <section aria-labelledby="dashboard-favourites" className="dashboard-section">
        <h2 id="dashboard-favourites" tabIndex={-1}>
          Favourites
        </h2>
        <FavouriteTools headingId="dashboard-favourites" />
      </section>
      <section aria-labelledby="dashboard-visited" className="dashboard-section">
        <h2 id="dashboard-visited">Recently visited</h2>
        <RecentlyVisited />
      </section>
      <section aria-labelledby="dashboard-activity" className="dashboard-section">
        <h2 id="dashboard-activity">Recent activity</h2>
        <RecentActivity uid={user.uid} refreshKey={profile?.xp} />
      </section>
    </>
  );
}

function Progress({ profile }: { profile: Profile }) {
  const { catalogue } = useCompleteCatalogue();
  const now = new Date();
  const streak = currentStreak(profile, now);
  const usedToday = toolsUsedToday(profile, now);
  const usedTools = toolsForPaths(catalogue, usedToday);
  return (
    <>
      <section aria-labelledby="dashboard-progress" className="dashboard-section">
        <h2 id="dashboard-progress" className="th-visually-hidden">
          Your progress
        </h2>
        <dl className="dashboard-stats">
          <div className="th-card dashboard-stat">
            <dt>XP</dt>
            <dd>{formatNumber(displayedXp(profile))}</dd>
          </div>
          <div className="th-card dashboard-stat">
            <dt>Streak</dt>
            <dd>{streak === 1 ? '1 day' : `${streak} days`}</dd>
          </div>
          <div className="th-card dashboard-stat">
            <dt>Tools used today</dt>
            <dd>{usedToday.length}</dd>
          </div>
        </dl>
        {streakNeedsToday(profile, now) && <p className="dashboard-hint">Use any tool today to keep your streak going.</p>}
      </section>
      <Badges xp={displayedXp(profile)} />
      <section aria-labelledby="dashboard-today" className="dashboard-section">
        <h2 id="dashboard-today">Used today</h2>
        {usedTools.length > 0 ? (
          <ul className="dashboard-chips" aria-label="Tools used today">
            {usedTools.map((tool) => (
              <li key={tool.path}>
                <Link to={`/${tool.path}`} className="dashboard-chip">
                  <span aria-hidden="true">{tool.icon}</span> {tool.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dashboard-empty">
            {usedToday.length > 0
              ? 'The tools you used today are no longer in the catalogue.'
              : `No tools used yet today. Each different tool you open today earns ${XP_PER_NEW_TOOL} XP.`}
          </p>
        )}
      </section>
    </>
  );
}
