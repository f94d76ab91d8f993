import { formatNumber } from '@toolhub/shared';
import { badgeProgress } from '../../user/badges';

/** The badges earned so far and how far the next one is. */
export function Badges({ xp }: { xp: number }) {
  const { earned, next } = badgeProgress(xp);
  return (
    <section aria-labelledby="dashboard-badges" className="dashboard-section">
      <h2 id="dashboard-badges">Badges</h2>
      {earned.length > 0 ? (
        <ul className="dashboard-badges" aria-label="Badges earned">
          {earned.map((badge) => (
            <li key={badge.name} className="th-card dashboard-badge">
              <span className="dashboard-badge-icon" aria-hidden="true">
                {badge.icon}
              </span>
              <span>
                <strong>{badge.name}</strong>
                <span className="dashboard-hint">{badge.description}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="dashboard-empty">No badges yet: open any tool to earn your first.</p>
      )}
      {next && (
        <p className="dashboard-hint">
          Next: <span aria-hidden="true">{next.badge.icon}</span> {next.badge.name} at {formatNumber(next.badge.xp)} XP ({formatNumber(next.xpToGo)} XP to go).
        </p>
      )}
    </section>
  );
}
