import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, CopyButton, Message, formatDateTime, randomInt, Segmented, useLocaleReady, usePrefersReducedMotion, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { Die } from './Die';
import {
  DEFAULT_COUNT,
  DEFAULT_SIDES,
  DIE_TYPES,
  MAX_DICE,
  MIN_DICE,
  addToHistory,
  checkDiceCount,
  describeRoll,
  describeRollInFull,
  makeRoll,
  notation,
  parseNotation,
  possibleRange,
  rollDice,
  sanitizeHistory,
  type DieSides,
  type Roll,
} from './logic';
import styles from './styles.module.css';

const HISTORY_KEY = 'toolhub:roll-a-dice:history';
const ROLL_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
const ROLL_MS = 650;
const FACE_CHANGE_MS = 70;

const DIE_OPTIONS = DIE_TYPES.map((type) => ({ value: String(type), label: `d${type}` }));

interface Tumble {
  roll: Roll;
  shownFaces: number[];
}

export default function RollADiceTool({ tool }: ToolProps) {
  const localeReady = useLocaleReady();
  const [diceParam, setDiceParam] = useQueryState('dice', notation(DEFAULT_COUNT, DEFAULT_SIDES));
  const setting = parseNotation(diceParam);
  const sides = setting.sides;
  const [countText, setCountText] = useState(setting.countText);
  const countCheck = checkDiceCount(countText);
  const count = countCheck.kind === 'invalid' ? null : countCheck.count;

  const [history, setHistory, kept] = useStoredState<Roll[]>(HISTORY_KEY, sanitizeHistory);
  const [latest, setLatest] = useState<Roll | null>(() => history[0] ?? null);
  const [tumble, setTumble] = useState<Tumble | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const frame = useRef<number | undefined>(undefined);
  const tumbleRef = useRef<Tumble | null>(null);

  const countId = useId();
  const messageId = useId();

  const land = useCallback(
    (roll: Roll) => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
      tumbleRef.current = null;
      setTumble(null);
      setLatest(roll);
      setHistory((previous) => addToHistory(previous, roll));
    },
    [setHistory],
  );

  const roll = useCallback(() => {
    if (count === null || tumbleRef.current) return;
    const result = makeRoll(sides, rollDice(count, sides), Date.now());
    if (reducedMotion || document.visibilityState === 'hidden') {
      land(result);
      return;
    }
    const start = performance.now();
    let lastChange = -Infinity;
    const step = (now: number) => {
      if (now - start >= ROLL_MS) {
        land(result);
        return;
      }
      if (now - lastChange >= FACE_CHANGE_MS) {
        lastChange = now;
        // Faces flicker while the dice tumble; the real result was decided before the animation.
        setTumble({ roll: result, shownFaces: result.faces.map(() => randomInt(1, sides)) });
      }
      frame.current = requestAnimationFrame(step);
    };
    const first = { roll: result, shownFaces: result.faces.map(() => randomInt(1, sides)) };
    tumbleRef.current = first;
    setTumble(first);
    frame.current = requestAnimationFrame(step);
  }, [count, sides, reducedMotion, land]);

  useEffect(() => () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
  }, []);

  useActionKey(roll);
  // A hidden tab stops animation frames; show the result at once rather than freezing mid-air.
  useTabHidden(() => {
    const pending = tumbleRef.current;
    if (pending) land(pending.roll);
  });

  function changeCount(text: string) {
    setCountText(text);
    const check = checkDiceCount(text);
    if (check.kind !== 'invalid') setDiceParam(notation(check.count, sides));
  }

  function step(by: number) {
    const from = count ?? DEFAULT_COUNT;
    changeCount(String(Math.min(MAX_DICE, Math.max(MIN_DICE, from + by))));
  }

  function changeSides(next: DieSides) {
    setDiceParam(notation(count ?? DEFAULT_COUNT, next));
  }

  const rolling = tumble !== null;
  const trayFaces: (number | null)[] = tumble
    ? tumble.shownFaces
    : latest && latest.sides === sides && latest.faces.length === count
      ? latest.faces
      : Array.from({ length: count ?? DEFAULT_COUNT }, () => null);
  const showsLatest = !rolling && latest !== null && trayFaces[0] !== null;
  const range = possibleRange(count ?? DEFAULT_COUNT, sides);
  const problem = countCheck.kind === 'invalid' || countCheck.kind === 'adjusted' ? countCheck.message : null;

  return (
    <div className="th-stack">
      <section className={`th-card ${styles.setup}`} aria-label={`${tool.name} settings`}>
        <div className={styles.controls}>
          <div className="th-field">
            <label htmlFor={countId}>Number of dice</label>
            <div className={styles.stepper}>
              <Button aria-label="Fewer dice" onClick={() => step(-1)} disabled={count !== null && count <= MIN_DICE}>
                −
              </Button>
              <input
                id={countId}
                className={`th-input ${styles.countInput}`}
                inputMode="numeric"
                autoComplete="off"
                value={countText}
                aria-invalid={countCheck.kind === 'invalid'}
                aria-describedby={problem ? messageId : undefined}
                onChange={(e) => changeCount(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') roll();
                }}
              />
              <Button aria-label="More dice" onClick={() => step(1)} disabled={count !== null && count >= MAX_DICE}>
                +
              </Button>
            </div>
          </div>
          <Segmented legend="Type of die" variant="chips" className={styles.dieTypes} options={DIE_OPTIONS} value={String(sides)} onChange={(value) => changeSides(DIE_TYPES.find((type) => String(type) === value) ?? sides)} />
        </div>
        {problem && (
          <div id={messageId}>
            <Message tone={countCheck.kind === 'invalid' ? 'error' : 'warning'}>{problem}</Message>
          </div>
        )}
        {setting.sidesMessage && <Message tone="warning">{setting.sidesMessage}</Message>}
        <div className={styles.rollRow}>
          <Button variant="primary" className={styles.rollButton} onClick={roll} disabled={count === null}>
            {rolling ? 'Rolling…' : `Roll ${notation(count ?? DEFAULT_COUNT, sides)}`}
          </Button>
          <span className="th-hint">
            or press <kbd>Space</kbd> / <kbd>Enter</kbd> · totals {range.min}–{range.max}, average {range.average}
          </span>
        </div>
      </section>

      <section className={`th-card ${styles.table}`} aria-label="Dice table" aria-busy={rolling}>
        <ul className={styles.tray} aria-label="Dice">
          {trayFaces.map((face, index) => (
            <Die key={index} sides={tumble?.roll.sides ?? sides} face={face} rolling={rolling} index={index} />
          ))}
        </ul>
        <div className={styles.result}>
          {showsLatest && latest ? (
            <>
              <span className={styles.totalLabel}>Total</span>
              <output className={styles.total}>{latest.total}</output>
              <span className={styles.summary}>{describeRollInFull(latest)}</span>
              <CopyButton size="sm" text={describeRollInFull(latest)} label="Copy result" />
            </>
          ) : (
            <span className={styles.summary}>{rolling ? 'Rolling…' : `Ready to roll ${notation(count ?? DEFAULT_COUNT, sides)}`}</span>
          )}
        </div>
        <p className="th-visually-hidden" aria-live="polite">
          {!rolling && latest ? `Rolled ${describeRoll(latest)}. Dice show ${latest.faces.join(', ')}.` : ''}
        </p>
      </section>

      <section className={`th-card ${styles.history}`} aria-labelledby={`${countId}-history`}>
        <div className="th-head-row">
          <h2 id={`${countId}-history`}>Last rolls</h2>
          {history.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setHistory([])}>
              Clear history
            </Button>
          )}
        </div>
        {history.length === 0 ? (
          <p className="th-hint">Your rolls will be listed here, newest first.</p>
        ) : (
          <ol className={`th-list ${styles.historyList}`}>
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className={styles.historyItem}>
                <span className={styles.historyLine}>{describeRoll(entry)}</span>
                {entry.faces.length > 1 && <span className={styles.historyFaces}>{entry.faces.join(' + ')}</span>}
                {localeReady && (
                  <time className={styles.historyTime} dateTime={new Date(entry.at).toISOString()}>
                    {formatDateTime(entry.at, ROLL_TIME)}
                  </time>
                )}
              </li>
            ))}
          </ol>
        )}
        {!kept && <p className="th-hint">This browser isn’t saving the history, so it will be gone after you leave.</p>}
      </section>
    </div>
  );
}
