import { useEffect, useState } from 'react';
import { Button, SelectField, usePrefersReducedMotion, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useTabHidden } from '../../input/useActionKey';
import { STOPPED_CLOCK, elapsedOf, type Clock } from '../../round/clock';
import { StatTile } from '../../ui/StatTile';
import { CardGrid } from './CardGrid';
import {
  BOARD_SIZES,
  DEFAULT_SIZE,
  boardSize,
  flipCard,
  formatTime,
  hideMismatch,
  isBetter,
  isComplete,
  makeDeck,
  newGame,
  pairCount,
  rating,
  sanitizeBest,
  type BestResults,
  type MemoryState,
} from './logic';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:memory-game:best';
const MISMATCH_MS = 900;
const SIZE_OPTIONS = BOARD_SIZES.map((s) => ({ value: s.id, label: s.label }));

export default function MemoryGameTool({ tool }: ToolProps) {
  const [sizeParam, setSizeParam] = useQueryState('size', DEFAULT_SIZE);
  const size = boardSize(sizeParam);
  const [game, setGame] = useState<MemoryState>(() => newGame(makeDeck(size)));
  // Play time: it runs only while the tab is visible and a game is under way.
  const [clock, setClock] = useState<Clock>(STOPPED_CLOCK);
  // The time the clock was last read (performance.now()); ticks while a game runs.
  const [now, setNow] = useState(0);
  const [best, setBest, kept] = useStoredState<BestResults>(BEST_KEY, sanitizeBest);
  const [newBest, setNewBest] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = usePrefersReducedMotion();

  // A deck dealt for another size (a new link or the size menu) is replaced by a fresh one.
  if (game.deck.length !== size.columns * size.rows) {
    setGame(newGame(makeDeck(size)));
    setClock(STOPPED_CLOCK);
    setNewBest(false);
    setAnnouncement('');
  }

  const complete = isComplete(game);
  const running = clock.since !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (game.open.length !== 2) return;
    const timer = setTimeout(() => setGame((g) => hideMismatch(g)), MISMATCH_MS);
    return () => clearTimeout(timer);
  }, [game.open]);

  // Hidden tab: bank the time; the clock resumes with the next flip, so nothing runs unattended.
  useTabHidden(() => {
    if (clock.since !== null) setClock({ banked: elapsedOf(clock, performance.now()), since: null });
  });

  // Flips are clicks and key presses: React re-renders between two of them, so `game` is the latest.
  function flip(index: number) {
    const before = game;
    if (isComplete(before)) return;
    const after = flipCard(before, index);
    if (after === before) return;
    setGame(after);
    const at = performance.now();
    setNow(at);
    const c = clock;
    if (c.since === null) setClock({ banked: c.banked, since: at });

    const card = after.deck[index];
    if (after.open.length === 2) {
      const other = after.deck[after.open[0] ?? -1];
      setAnnouncement(`${card?.face.name}. No match with ${other?.face.name}.`);
    } else if (after.matched.size > before.matched.size) {
      setAnnouncement(`${card?.face.name}. Match! ${after.matched.size / 2} of ${after.deck.length / 2} pairs found.`);
    } else {
      setAnnouncement(card?.face.name ?? '');
    }

    if (isComplete(after)) {
      const ms = Math.round(elapsedOf(c.since === null ? { banked: c.banked, since: at } : c, at));
      setClock({ banked: ms, since: null });
      const result = { moves: after.moves, ms };
      const improved = isBetter(result, best[size.id]);
      setNewBest(improved);
      setAnnouncement(`All pairs found in ${after.moves} moves and ${formatTime(ms)}.${improved ? ' New best!' : ''}`);
      if (improved) setBest({ ...best, [size.id]: result });
    }
  }

  function restart() {
    setGame(newGame(makeDeck(size)));
    setClock(STOPPED_CLOCK);
    setNewBest(false);
    setAnnouncement('New game.');
  }

  const elapsed = elapsedOf(clock, now);
  const record = best[size.id];
  const stars = complete ? rating(game.moves, size) : 0;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.controls}>
        <SelectField label="Board size" value={size.id} options={SIZE_OPTIONS} onChange={setSizeParam} />
        <Button onClick={restart}>New game</Button>
      </div>

      <dl className={styles.status}>
        <StatTile label="Moves">{game.moves}</StatTile>
        <StatTile label="Pairs">
          {game.matched.size / 2}/{pairCount(size)}
        </StatTile>
        <StatTile label="Time">{formatTime(elapsed)}</StatTile>
        <StatTile label="Best">{record ? `${record.moves} moves · ${formatTime(record.ms)}` : '–'}</StatTile>
      </dl>

      <CardGrid label={`${tool.name} board, ${size.columns} by ${size.rows}`} game={game} columns={size.columns} reducedMotion={reducedMotion} onFlip={flip} />
      <p className="th-visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {complete && (
        <section className={`th-card ${styles.win}`} aria-label="Result">
          <p className={styles.stars} aria-label={`${stars} of 3 stars`}>
            {'★'.repeat(stars)}
            <span className={styles.starOff}>{'★'.repeat(3 - stars)}</span>
          </p>
          <p className={styles.winLine}>
            All pairs found in {game.moves} moves and {formatTime(elapsed)}!{newBest && <strong className={styles.newBest}> New best!</strong>}
          </p>
          <div>
            <Button variant="primary" onClick={restart}>
              Play again
            </Button>
          </div>
        </section>
      )}
      {!kept && <p className="th-hint">This browser isn’t saving your best results, so they will be gone after you leave.</p>}
      <p className="th-hint">Turn over two cards at a time to find matching pairs. Use the arrow keys to move between cards and Enter or Space to turn one over. The clock starts with your first card and pauses when you leave the tab.</p>
    </div>
  );
}
