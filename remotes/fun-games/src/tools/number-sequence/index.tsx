import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CopyButton, Message, Segmented, SelectField, TextField, useDraft, useQueryState, type ToolProps } from '@toolhub/shared';
import { useHighScore } from '../../records/useHighScore';
import { StatTile } from '../../ui/StatTile';
import { parseAnswer } from './answer';
import { NO_TALLY, sanitizeGame, sanitizeStreak, score, type GameState } from './game';
import { ANY_KIND, DEFAULT_LEVEL, KINDS, LEVELS, formatNumber, kindFrom, kindLabel, levelFrom, shareText, spokenSequence, type Level, type Verdict } from './logic';
import { nextPuzzle } from './patterns';
import styles from './styles.module.css';

const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l.id, label: l.label }));
const KIND_OPTIONS = [{ value: ANY_KIND, label: 'Any pattern' }, ...KINDS.map((k) => ({ value: k.id, label: k.label }))];
const VERDICT_TEXT: Record<Verdict, string> = { correct: 'Correct!', wrong: 'Not quite.', revealed: 'Here is the answer.' };

export default function NumberSequenceTool({ tool }: ToolProps) {
  const [levelParam, setLevelParam] = useQueryState('level', DEFAULT_LEVEL);
  const [kindParam, setKindParam] = useQueryState('pattern', ANY_KIND);
  const level = levelFrom(levelParam);
  const kind = kindFrom(kindParam);

  const [fresh] = useState<GameState>(() => ({ puzzle: nextPuzzle(level, kind), answer: '', verdict: null, hinted: false, tally: NO_TALLY }));
  const [stored, setStored, draft] = useDraft<GameState>('number-sequence:game', fresh);
  const game = sanitizeGame(stored) ?? fresh;
  const { puzzle, answer, verdict, hinted, tally } = game;
  const update = (patch: Partial<GameState>) => setStored({ ...game, ...patch });

  // One record per level, each kept under its own key.
  const records: Record<Level, ReturnType<typeof useHighScore>> = {
    easy: useHighScore('toolhub:number-sequence:best:easy', sanitizeStreak),
    medium: useHighScore('toolhub:number-sequence:best:medium', sanitizeStreak),
    hard: useHighScore('toolhub:number-sequence:best:hard', sanitizeStreak),
  };
  const record = records[puzzle.level];

  const [checkError, setCheckError] = useState<string | null>(null);
  const inputId = useId();
  const nextId = useId();
  // The kit's fields take no ref, so focus moves by id after the render that shows the target.
  const focusAfter = useRef<'input' | 'next' | null>(null);
  const focusInput = () => document.getElementById(inputId)?.focus();

  useEffect(() => {
    if (focusAfter.current === 'next') document.getElementById(nextId)?.focus();
    else if (focusAfter.current === 'input') focusInput();
    focusAfter.current = null;
  });

  const parsed = parseAnswer(answer);
  const fieldError = verdict === null ? (parsed.kind === 'invalid' ? parsed.reason : checkError) : null;
  const optionsDiffer = puzzle.level !== level || (kind !== ANY_KIND && puzzle.kind !== kind);
  // An option change deals a new sequence at once unless the player is in the middle of one.
  const midPuzzle = verdict === null && answer.trim() !== '';

  function deal(nextLevel: Level = level, nextKind = kind) {
    setCheckError(null);
    for (const r of Object.values(records)) r.clearNewRecord();
    setStored({ ...game, puzzle: nextPuzzle(nextLevel, nextKind, puzzle), answer: '', verdict: null, hinted: false });
    focusAfter.current = 'input';
  }

  function decide(next: Verdict) {
    const after = score(tally, next);
    setStored({ ...game, verdict: next, tally: after });
    if (next === 'correct') record.offer(after.streak);
    setCheckError(null);
    focusAfter.current = 'next';
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (verdict !== null) {
      deal();
      return;
    }
    if (parsed.kind === 'empty' || parsed.kind === 'incomplete') {
      setCheckError('Type the next number first.');
      focusInput();
      return;
    }
    if (parsed.kind === 'invalid') {
      focusInput();
      return;
    }
    decide(parsed.value === puzzle.answer ? 'correct' : 'wrong');
  }

  function showHint() {
    if (hinted || verdict !== null) return;
    update({ hinted: true, tally: { ...tally, hints: tally.hints + 1 } });
    // The Hint button is disabled once used, so the focus goes back to the answer instead of being lost.
    focusAfter.current = 'input';
  }

  function toggleSign() {
    const trimmed = answer.trim();
    update({ answer: /^[-−–]/.test(trimmed) ? trimmed.slice(1) : `-${trimmed}` });
    focusInput();
  }

  function changeLevel(next: Level) {
    setLevelParam(next);
    if (!midPuzzle) deal(next, kind);
  }
  function changeKind(next: string) {
    setKindParam(next);
    if (!midPuzzle) deal(level, kindFrom(next));
  }

  function resetTotals() {
    update({ tally: NO_TALLY });
    record.reset();
  }

  const levelName = LEVELS.find((l) => l.id === puzzle.level)?.label ?? puzzle.level;
  const wantedName = `${LEVELS.find((l) => l.id === level)?.label ?? level}${kind === ANY_KIND ? '' : `, ${kindLabel(kind).toLowerCase()}`}`;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.options}>
        <Segmented legend="Difficulty" options={LEVEL_OPTIONS} value={level} onChange={changeLevel} />
        <SelectField label="Pattern" value={kind} options={KIND_OPTIONS} onChange={changeKind} />
      </div>

      <section className={`th-card ${styles.card}`} aria-label={tool.name}>
        <p className={styles.meta}>
          {levelName} · {verdict === null ? 'What comes next?' : kindLabel(puzzle.kind)}
        </p>
        <ol className={styles.sequence} aria-label={`Sequence: ${spokenSequence(puzzle.terms)}`}>
          {puzzle.terms.map((term, index) => (
            <li key={index} className={styles.term}>
              {formatNumber(term)}
            </li>
          ))}
          <li className={styles.term} data-answer={verdict === null ? 'unknown' : verdict} aria-label={verdict === null ? 'unknown' : `answer ${puzzle.answer}`}>
            {verdict === null ? '?' : formatNumber(puzzle.answer)}
          </li>
        </ol>

        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <div className={styles.answerRow}>
            <TextField
              id={inputId}
              label="Next number"
              value={answer}
              onChange={(value) => {
                setCheckError(null);
                update({ answer: value });
              }}
              error={fieldError}
              hint={verdict === null ? 'A whole number; −7 and 1,024 are fine.' : undefined}
              readOnly={verdict !== null}
              inputMode="numeric"
              enterKeyHint={verdict === null ? 'done' : 'next'}
              spellCheck={false}
              autoCorrect="off"
              className={styles.answerField}
            />
            {verdict === null && (
              <Button onClick={toggleSign} aria-label="Toggle minus sign" className={styles.sign}>
                ±
              </Button>
            )}
          </div>
          <div className="th-row">
            {verdict === null ? (
              <>
                <Button type="submit" variant="primary">
                  Check
                </Button>
                <Button onClick={showHint} disabled={hinted}>
                  {hinted ? 'Hint shown' : 'Hint'}
                </Button>
                <Button variant="ghost" onClick={() => decide('revealed')}>
                  Show answer
                </Button>
              </>
            ) : (
              <>
                <Button id={nextId} type="submit" variant="primary">
                  Next sequence
                </Button>
                <CopyButton text={shareText(puzzle, verdict)} label="Copy puzzle" />
              </>
            )}
          </div>
        </form>

        {hinted && verdict === null && <p className={styles.hint}>💡 {puzzle.hint}</p>}

        <div role="status" aria-label="Result" className={styles.result}>
          {verdict !== null && (
            <>
              <p className={styles.verdict} data-verdict={verdict}>
                {VERDICT_TEXT[verdict]}
                {verdict !== 'correct' && (
                  <>
                    {' '}
                    The next number is <strong>{formatNumber(puzzle.answer)}</strong>
                    {verdict === 'wrong' && parsed.kind === 'number' ? `, not ${formatNumber(parsed.value)}` : ''}.
                  </>
                )}
                {verdict === 'correct' && record.newRecord && <strong className={styles.newBest}> New best streak!</strong>}
              </p>
              <p className={styles.explanation}>{puzzle.explanation}</p>
            </>
          )}
        </div>
      </section>

      {optionsDiffer && midPuzzle && (
        <Message tone="info">
          Your current sequence stays until you answer it; the next one will be {wantedName}.{' '}
          <Button size="sm" onClick={() => deal()}>
            Switch now
          </Button>
        </Message>
      )}

      <dl className={styles.stats}>
        <StatTile label="Correct">{tally.correct}</StatTile>
        <StatTile label="Missed">{tally.wrong}</StatTile>
        <StatTile label="Streak">{tally.streak}</StatTile>
        <StatTile label={`Best streak (${levelName})`} highlight={record.newRecord}>{record.highScore}</StatTile>
      </dl>
      <div className="th-row">
        <Button size="sm" variant="ghost" onClick={resetTotals}>
          Reset scores
        </Button>
        {draft.restored && <span className="th-hint">Your last sequence is back where you left it.</span>}
      </div>
      {record.storageLost && <p className="th-hint">This browser isn’t saving your best streaks, so they will be gone after you leave.</p>}
      <p className="th-hint">
        Find the rule and type the number that comes next. Patterns: adding, multiplying, squares and cubes, Fibonacci-like sums, alternating steps and growing gaps. Every answer comes with its explanation; a
        hint costs nothing, but Show answer ends your streak.
      </p>
    </div>
  );
}
