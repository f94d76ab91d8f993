import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Message, SelectField, usePrefersReducedMotion, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { StatTile } from '../../ui/StatTile';
import { Coin } from './Coin';
import {
  BEST_OF_CHOICES,
  EMPTY_STATS,
  announceWinner,
  checkBestOf,
  flipCoin,
  percentage,
  recordFlip,
  sanitizeStats,
  scoreMatch,
  sideName,
  winsNeeded,
  type CoinStats,
  type Side,
} from './logic';
import styles from './styles.module.css';

const STATS_KEY = 'toolhub:coin-flip:stats';
const FLIP_MS = 1100;
const SPINS = 5;

/** The next coin angle: a few whole spins on from `from`, landing face-up on `side`. */
function landingAngle(from: number, side: Side): number {
  const spun = from + SPINS * 360;
  const target = side === 'heads' ? 0 : 180;
  return spun + ((((target - spun) % 360) + 360) % 360);
}

export default function CoinFlipTool({ tool }: ToolProps) {
  const [bestOfParam, setBestOfParam] = useQueryState('bestOf', '');
  const bestOfCheck = checkBestOf(bestOfParam);
  const bestOf = bestOfCheck.kind === 'ok' ? bestOfCheck.bestOf : null;

  const [stats, setStats, kept] = useStoredState<CoinStats>(STATS_KEY, sanitizeStats);
  const [matchFlips, setMatchFlips] = useState<Side[]>([]);
  const [angle, setAngle] = useState(() => (stats.recent.at(-1) === 'tails' ? 180 : 0));
  const [pending, setPending] = useState<Side | null>(null);
  const [tossCount, setTossCount] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRef = useRef<Side | null>(null);
  const modeId = useId();

  const score = bestOf ? scoreMatch(matchFlips, bestOf) : null;
  const matchOver = score?.winner != null;

  const land = useCallback((side: Side) => {
    clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
    setStats((previous) => recordFlip(previous, side));
    setMatchFlips((flips) => [...flips, side]);
  }, [setStats]);

  const flip = useCallback(() => {
    if (pendingRef.current) return;
    const side = flipCoin();
    if (matchOver) setMatchFlips([]);
    setAngle((from) => landingAngle(from, side));
    setTossCount((n) => n + 1);
    if (reducedMotion || document.visibilityState === 'hidden') {
      land(side);
      return;
    }
    pendingRef.current = side;
    setPending(side);
    timer.current = setTimeout(() => land(side), FLIP_MS);
  }, [land, matchOver, reducedMotion]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useActionKey(flip);
  useTabHidden(() => {
    if (pendingRef.current) land(pendingRef.current);
  });

  function reset() {
    clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
    setStats(EMPTY_STATS);
    setMatchFlips([]);
  }

  const total = stats.heads + stats.tails;
  const flipping = pending !== null;
  const last = flipping ? null : (stats.recent.at(-1) ?? null);
  const winnerText = score && bestOf ? announceWinner(score, bestOf) : null;
  const modeOptions: number[] = [...BEST_OF_CHOICES];
  if (bestOf && !modeOptions.includes(bestOf)) modeOptions.push(bestOf);
  modeOptions.sort((a, b) => a - b);

  return (
    <div className="th-stack">
      <section className={`th-card ${styles.play}`} aria-label={tool.name}>
        <div className={styles.modeRow}>
          <SelectField
            id={modeId}
            label="Mode"
            value={bestOf ? String(bestOf) : ''}
            options={[{ value: '', label: 'Free flipping' }, ...modeOptions.map((n) => ({ value: String(n), label: `Best of ${n}` }))]}
            onChange={(value) => {
              setBestOfParam(value);
              setMatchFlips([]);
            }}
          />
        </div>
        {bestOfCheck.kind === 'invalid' && <Message tone="warning">{`${bestOfCheck.message} Free flipping until then.`}</Message>}

        <Coin angle={angle} tossKey={tossCount} flipping={flipping} animate={!reducedMotion} showing={last} />

        <p className={styles.outcome} aria-live="polite">
          {flipping ? 'Flipping…' : last ? `${sideName(last)}!` : 'Flip the coin to start.'}
        </p>

        {score && bestOf && (
          <div className={styles.match} aria-label={`Best of ${bestOf} match`} role="group">
            <div className={styles.matchScore}>
              <span>Heads</span>
              <strong>
                {score.heads} – {score.tails}
              </strong>
              <span>Tails</span>
            </div>
            <p className="th-hint">
              {matchOver
                ? 'The next flip starts a new match.'
                : `First to ${winsNeeded(bestOf)} wins · at most ${score.flipsLeft} ${score.flipsLeft === 1 ? 'flip' : 'flips'} left`}
            </p>
          </div>
        )}
        <div aria-live="polite">{winnerText && !flipping && <Message tone="success">🏆 {winnerText}</Message>}</div>

        <div className={styles.actions}>
          <Button variant="primary" className={styles.flipButton} onClick={flip}>
            {flipping ? 'Flipping…' : matchOver ? 'Flip: new match' : 'Flip the coin'}
          </Button>
          <span className="th-hint">
            or press <kbd>Space</kbd> / <kbd>Enter</kbd>
          </span>
        </div>
      </section>

      <section className={`th-card ${styles.statsCard}`} aria-labelledby={`${modeId}-stats`}>
        <div className="th-head-row">
          <h2 id={`${modeId}-stats`}>Your flips</h2>
          <Button size="sm" variant="ghost" onClick={reset} disabled={total === 0 && matchFlips.length === 0}>
            Reset
          </Button>
        </div>
        <dl className={styles.stats}>
          <StatTile label="Heads">
            {stats.heads} <small>{percentage(stats.heads, total)}</small>
          </StatTile>
          <StatTile label="Tails">
            {stats.tails} <small>{percentage(stats.tails, total)}</small>
          </StatTile>
          <StatTile label="Current streak">{stats.current.side ? `${stats.current.length} × ${sideName(stats.current.side)}` : '–'}</StatTile>
          <StatTile label="Longest streak">{stats.longest.side ? `${stats.longest.length} × ${sideName(stats.longest.side)}` : '–'}</StatTile>
        </dl>
        {stats.recent.length > 0 && (
          <ol className={`th-tags ${styles.recent}`} aria-label="Recent flips, oldest first">
            {stats.recent.map((side, index) => (
              <li key={index} data-side={side} aria-label={sideName(side)}>
                {side === 'heads' ? 'H' : 'T'}
              </li>
            ))}
          </ol>
        )}
        {!kept && <p className="th-hint">This browser isn’t saving your counts, so they will reset when you leave.</p>}
      </section>
    </div>
  );
}
