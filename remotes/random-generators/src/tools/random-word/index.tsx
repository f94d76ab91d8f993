import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { afterNextPaint, Button, CheckField, CopyButton, Message, plainOptions, Segmented, SelectField, TextField, type ToolProps } from '@toolhub/shared';
import { useQueryBatch, useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import {
  COMMONNESS,
  COMMONNESS_HINTS,
  COMMONNESS_NAMES,
  COUNT_MAX,
  LENGTH_MAX,
  LENGTH_MIN,
  LETTERS,
  describeMatches,
  matchingWords,
  pickWords,
  planWords,
  shortfall,
  type Commonness,
} from './logic';
import { loadWords } from './wordlist';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const LENGTHS = Array.from({ length: LENGTH_MAX - LENGTH_MIN + 1 }, (_, i) => String(LENGTH_MIN + i));
const FIRST_CHOICES = ['any', ...LETTERS];
const LENGTH_OPTIONS = plainOptions(LENGTHS);
const FIRST_OPTIONS = FIRST_CHOICES.map((letter) => ({ value: letter, label: letter === 'any' ? 'Any letter' : letter.toUpperCase() }));
const COMMONNESS_OPTIONS = COMMONNESS.map((level) => ({
  value: level,
  label: (
    <>
      <strong>{COMMONNESS_NAMES[level]}</strong> <small>{COMMONNESS_HINTS[level]}</small>
    </>
  ),
}));

type Loaded = { commonness: Commonness; words: readonly string[] } | { commonness: Commonness; failed: true };

interface Draw {
  key: string;
  words: string[];
}

export default function RandomWordTool(_props: ToolProps) {
  const id = useId();
  const [minLength, setMinLength] = useQueryChoice('min', LENGTHS, '3');
  const [maxLength, setMaxLength] = useQueryChoice('max', LENGTHS, '8');
  const [first, setFirst] = useQueryChoice('first', FIRST_CHOICES, 'any');
  const [commonness, setCommonness] = useQueryChoice('common', COMMONNESS, 'common');
  const [count, setCount] = useQueryField('count', '5');
  const [unique, setUnique] = useQueryFlag('unique', true);
  const writeQuery = useQueryBatch();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // Asked for after the tool's first paint: a list's first request (its script tag) stays out of the click.
    const cancel = afterNextPaint(() =>
      loadWords(commonness).then(
        (words) => current && setLoaded({ commonness, words }),
        () => current && setLoaded({ commonness, failed: true }),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [commonness, attempt]);

  const ready = loaded && loaded.commonness === commonness ? loaded : null;
  const words = ready && 'words' in ready ? ready.words : null;
  const failed = ready !== null && 'failed' in ready;

  const plan = useMemo(() => planWords({ minLength, maxLength, first, count }), [minLength, maxLength, first, count]);
  const matches = useMemo(() => (words && plan.ok ? matchingWords(words, plan.filter) : null), [words, plan]);
  const problem = plan.ok && matches ? shortfall(matches.length, plan.count, unique) : null;
  const canDraw = plan.ok && matches !== null && problem === null;
  const key = plan.ok ? `${commonness}|${minLength}|${maxLength}|${plan.filter.first}|${plan.count}|${unique}` : '';

  const [draw, setDraw] = useState<Draw | null>(null);
  // Changed settings show new words at once, as soon as the list for them is in.
  if (canDraw && matches && draw?.key !== key) setDraw({ key, words: pickWords(matches, plan.count, unique) });

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (canDraw && matches) setDraw({ key, words: pickWords(matches, plan.count, unique) });
  }

  function swapLengths() {
    writeQuery({ min: [maxLength, '3'], max: [minLength, '8'] });
  }

  const errors = plan.ok ? {} : plan.errors;
  const shown = canDraw && draw ? draw.words : [];

  return (
    <div className="th-columns">
      <form className="th-card th-stack" onSubmit={generate} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <div className={controls.range}>
          <SelectField label="Shortest (letters)" value={minLength} options={LENGTH_OPTIONS} onChange={setMinLength} />
          <Button size="sm" variant="ghost" className={controls.swap} onClick={swapLengths} aria-label="Swap shortest and longest lengths">
            ⇄
          </Button>
          <SelectField label="Longest (letters)" value={maxLength} options={LENGTH_OPTIONS} onChange={setMaxLength} />
        </div>
        <div className={controls.pair}>
          <SelectField label="First letter" value={first} options={FIRST_OPTIONS} onChange={setFirst} />
          <TextField id={`${id}-count`} label="How many" value={count} onChange={setCount} error={errors.count} inputMode="numeric" hint={`1 to ${COUNT_MAX}`} />
        </div>
        <Segmented legend="Commonness" variant="chips" options={COMMONNESS_OPTIONS} value={commonness} onChange={setCommonness} className={controls.choiceList} />
        <CheckField label="No repeated words" checked={unique} onChange={setUnique} />
        {errors.range && <Message tone="error">{errors.range}</Message>}
        <p className="th-hint" aria-live="polite">
          {matches ? `${describeMatches(matches.length)} these filters.` : ''}
        </p>
        <Button type="submit" variant="primary" disabled={!canDraw}>
          New words
        </Button>
      </form>

      <section className="th-card th-stack" aria-labelledby={`${id}-result`} aria-busy={!ready}>
        <div className="th-head-row">
          <h2 id={`${id}-result`}>{shown.length > 1 ? 'Words' : 'Word'}</h2>
          {shown.length > 0 && <CopyButton size="sm" text={shown.join('\n')} label={shown.length > 1 ? 'Copy all' : 'Copy'} />}
        </div>
        {!ready ? (
          <p className={styles.loading} role="status">
            Loading word list…
          </p>
        ) : failed ? (
          <div className="th-stack">
            <Message tone="error">The word list could not be loaded. Check your connection and try again.</Message>
            <Button
              onClick={() => {
                setLoaded(null);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        ) : problem ? (
          <Message tone="warning">{problem}</Message>
        ) : shown.length === 0 ? (
          <p className="th-hint">Fix the settings above to see words.</p>
        ) : (
          <ul className={shown.length === 1 ? `${layout.bigResult} ${styles.single}` : `th-tags ${styles.words}`} aria-label="Random words">
            {shown.map((word, i) => (
              <li key={i}>{word}</li>
            ))}
          </ul>
        )}
        <p className="th-visually-hidden" aria-live="polite">
          {shown.length > 0 && shown.length <= 20 ? shown.join(', ') : shown.length > 20 ? `${shown.length} words generated.` : ''}
        </p>
      </section>
    </div>
  );
}
