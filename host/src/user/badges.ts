/**
 * Rewards (the issue leaves them to us): badges earned at XP thresholds. XP only grows, so a badge
 * once earned stays; the next one shows how far there is to go.
 */
export interface Badge {
  name: string;
  icon: string;
  xp: number;
  /** What earning it means, in words a visitor understands. */
  description: string;
}

export const BADGES: readonly Badge[] = [
  { name: 'First Steps', icon: '🌱', xp: 10, description: 'Used your first tool.' },
  { name: 'Explorer', icon: '🧭', xp: 50, description: 'Earned 50 XP: five new tools in a day, or over several days.' },
  { name: 'Regular', icon: '⭐', xp: 100, description: 'Earned 100 XP.' },
  { name: 'Power User', icon: '⚡', xp: 250, description: 'Earned 250 XP.' },
  { name: 'Tool Master', icon: '🏆', xp: 500, description: 'Earned 500 XP.' },
  { name: 'Legend', icon: '👑', xp: 1000, description: 'Earned 1,000 XP.' },
];

export interface BadgeProgress {
  earned: Badge[];
  /** The next badge, with the XP still needed; null once every badge is earned. */
  next: { badge: Badge; xpToGo: number } | null;
}

export function badgeProgress(xp: number, badges: readonly Badge[] = BADGES): BadgeProgress {
  const points = Number.isFinite(xp) ? Math.max(0, Math.floor(xp)) : 0;
  const earned = badges.filter((badge) => points >= badge.xp);
  const upcoming = badges.find((badge) => points < badge.xp);
  return { earned, next: upcoming ? { badge: upcoming, xpToGo: upcoming.xp - points } : null };
}
