import { useEffect, useRef, useState } from 'react';
import {
  Button,
  CheckField,
  CopyButton,
  Message,
  Segmented,
  readStored,
  usePrefersReducedMotion,
  useQueryState,
  useStoredState,
  writeStored,
  type ToolProps,
} from '@toolhub/shared';
import { useShortcutKeys } from '../../keyboard/useShortcutKeys';
import { KIND_LABEL, drawPrompt, restoreDecks, type Decks, type Kind, type PromptPools } from '../truth-or-dare/logic';
import { Bottle } from './Bottle';
import {
  DEFAULT_FOLLOW,
  DEFAULT_SPEED,
  FOLLOWS,
  SPEEDS,
  eligibleSeats,
  normaliseAngle,
  parseFollow,
  parseSpeed,
  planSpin,
  recordPick,
  restoreTable,
  resultText,
  rotationAt,
  seatPosition,
  type SpinPlan,
  type Table,
} from './logic';
import { TablePanel } from './TablePanel';
import styles from './styles.module.css';

const TABLE_KEY = 'toolhub:spin-the-bottle:table';
const DECKS_KEY = 'toolhub:spin-the-bottle:decks';
const SPEED_OPTIONS = SPEEDS.map((s) => ({ value: s.id, label: s.label }));
const FOLLOW_OPTIONS = FOLLOWS.map((f) => ({ value: f.id, label: f.label }));

interface Landing {
  name: string | null;
  text: string;
}

export default function SpinTheBottleTool(_props: ToolProps) {
  const [speedParam, setSpeed] = useQueryState('speed', DEFAULT_SPEED);
  const [followParam, setFollow] = useQueryState('then', DEFAULT_FOLLOW);
  const [skipParam, setSkip] = useQueryState('skip', '1');
  const speed = parseSpeed(speedParam) ?? DEFAULT_SPEED;
  const follow = parseFollow(followParam) ?? DEFAULT_FOLLOW;
  const skipSpinner = skipParam !== '0';
  const badLink = parseSpeed(speedParam) === null || parseFollow(followParam) === null;

  const [table, setTable] = useStoredState<Table>(TABLE_KEY, restoreTable);
  // The prompts load with the first follow-up chosen; the decks come back from storage with them.
  const [prompts, setPrompts] = useState<{ pools: PromptPools; decks: Decks } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landing, setLanding] = useState<Landing | null>(null);
  const [prompt, setPrompt] = useState<{ kind: Kind; text: string } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const bottleRef = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);

  useEffect(() => {
    if (prompts) writeStored(DECKS_KEY, prompts.decks);
  }, [prompts]);
  const wantPrompts = follow !== 'none' && prompts === null;
  useEffect(() => {
    if (!wantPrompts) return;
    let live = true;
    import('./follow-up')
      .then(({ POOLS }) => {
        if (live) setPrompts({ pools: POOLS, decks: restoreDecks(readStored<unknown>(DECKS_KEY, null), POOLS) });
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [wantPrompts]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  function land(plan: SpinPlan, names: readonly string[]) {
    frame.current = null;
    setRotation(normaliseAngle(plan.to));
    setSpinning(false);
    const name = plan.target === null ? null : (names[plan.target] ?? null);
    setTable((current) => {
      // A player removed or moved mid-spin: count the pick for the same person, if still seated.
      const seat = name === null ? -1 : current.names.indexOf(name);
      return seat >= 0 ? recordPick(current, seat) : current;
    });
    setLanding({ name, text: resultText(name) });
  }

  function spin() {
    if (spinning) return;
    const plan = planSpin(rotation, table.names.length, eligibleSeats(table, skipSpinner), speed);
    const names = table.names;
    setLanding(null);
    setPrompt(null);
    const animate = !reducedMotion && typeof requestAnimationFrame === 'function';
    if (!animate) {
      land(plan, names);
      return;
    }
    setSpinning(true);
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      const node = bottleRef.current;
      if (node) node.style.transform = `rotate(${rotationAt(plan, elapsed)}deg)`;
      if (elapsed >= plan.durationMs) land(plan, names);
      else frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  }

  function deal(kind: Kind) {
    if (follow === 'none' || !prompts) return;
    const result = drawPrompt(prompts.decks, prompts.pools, follow, kind);
    if (!result) return;
    setPrompts({ ...prompts, decks: result.decks });
    setPrompt({ kind, text: result.prompt.text });
  }

  useShortcutKeys({ s: spin });

  const count = table.names.length;
  const spinnerName = count > 1 ? table.names[table.spinner] : undefined;
  const status = spinning ? 'Spinning…' : landing ? landing.text : spinnerName ? `${spinnerName} spins.` : 'Ready to spin.';

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        {badLink && <Message tone="warning">The link had an option this page does not know, so the default is used.</Message>}
        <div className={styles.table} data-count={Math.min(count, 20)}>
          <div className={styles.felt} aria-hidden="true" />
          {table.names.map((name, index) => {
            const { x, y } = seatPosition(index, count, count > 12 ? 43 : 41);
            const chosen = !spinning && landing?.name === name;
            return (
              <span
                key={name}
                className={styles.seat}
                data-chosen={chosen || undefined}
                style={{ left: `${x}%`, top: `${y}%` }}
                aria-hidden="true"
              >
                {name}
              </span>
            );
          })}
          <button type="button" className={styles.spinArea} onClick={spin} aria-hidden="true" tabIndex={-1}>
            <Bottle ref={bottleRef} rotation={rotation} />
          </button>
        </div>

        <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
          {status}
        </p>

        <Button variant="primary" className={styles.spinButton} aria-keyshortcuts="S" aria-disabled={spinning || undefined} onClick={spin}>
          {spinning ? 'Spinning…' : landing ? 'Spin again' : 'Spin the bottle'}
        </Button>

        {landing && follow !== 'none' && (
          <section className="th-card th-stack" aria-label="Truth or dare">
            <p className={styles.askLine}>{landing.name ? `${landing.name}, truth or dare?` : 'Truth or dare?'}</p>
            {loadFailed ? (
              <Message tone="error">The truth-or-dare prompts could not be loaded. Check the connection and reload the page.</Message>
            ) : (
              <div className={styles.choiceRow}>
                <Button aria-disabled={!prompts || undefined} onClick={() => deal('truth')}>
                  Truth
                </Button>
                <Button aria-disabled={!prompts || undefined} onClick={() => deal('dare')}>
                  Dare
                </Button>
              </div>
            )}
            {prompt && (
              <div className={styles.prompt} aria-live="polite" data-kind={prompt.kind}>
                <p className={styles.promptKind}>{KIND_LABEL[prompt.kind]}</p>
                <p className={styles.promptText}>{prompt.text}</p>
                <CopyButton size="sm" text={prompt.text} label="Copy" />
              </div>
            )}
          </section>
        )}

        <div className={`th-card th-stack ${styles.options}`}>
          <Segmented legend="Spin" options={SPEED_OPTIONS} value={speed} onChange={setSpeed} />
          <Segmented legend="After the spin" variant="chips" options={FOLLOW_OPTIONS} value={follow} onChange={setFollow} />
          <CheckField
            label="Never land on the spinner"
            checked={skipSpinner}
            onChange={(on) => setSkip(on ? '1' : '0')}
            hint="Whoever the bottle picks spins next, as in the party game."
          />
        </div>
        <p className="th-hint">
          Fair: the result is drawn from your browser’s cryptographic random before the bottle moves, every eligible seat with
          the same chance; the spin only shows it. Key: S to spin.
          {reducedMotion && ' Your device asks for less motion, so the bottle turns straight to the result.'}
        </p>
      </div>

      <TablePanel table={table} onChange={setTable} />
    </div>
  );
}
