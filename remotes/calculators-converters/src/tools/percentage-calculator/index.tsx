import { useId } from 'react';
import {
  Button,
  CopyButton,
  Message,
  Segmented,
  SelectField,
  TextField,
  useQueryState,
  type SegmentedOption,
  type SelectOption,
  type ToolProps,
} from '@toolhub/shared';
import { MODES, MODE_SPECS, calculate, present, toMode, type Field, type Mode } from './logic';
import { PLACES_CHOICES, toPlaces, type PlacesChoice } from './numbers';
import { useLinkedDraft } from '@toolhub/shared';
import styles from './styles.module.css';

const MODE_OPTIONS: SegmentedOption<Mode>[] = MODES.map((mode) => ({ value: mode, label: MODE_SPECS[mode].name }));
const PLACES_OPTIONS: SelectOption<PlacesChoice>[] = PLACES_CHOICES.map((choice) => ({
  value: choice,
  label: choice === 'auto' ? 'Automatic (up to 12 digits)' : choice === '1' ? '1 decimal place' : `${choice} decimal places`,
}));

const EMPTY_HINT: Record<Mode, string> = {
  of: 'Enter a percentage and a number, e.g. 15% of 200.',
  ratio: 'Enter a value and the total it is part of, e.g. 30 of 200.',
  change: 'Enter a start and an end value, e.g. from 50 to 75.',
  addsub: 'Enter a value and a percentage to add to it and subtract from it.',
  whole: 'Enter a value and the percentage it is of the number you are looking for.',
};

export default function PercentageCalculatorTool({ tool }: ToolProps) {
  const [modeText, setModeText] = useQueryState('mode', 'of');
  const [placesText, setPlacesText] = useQueryState('dp', 'auto');
  const mode = toMode(modeText);
  const places = toPlaces(placesText);
  const placesChoice = (PLACES_CHOICES as readonly string[]).includes(placesText) ? (placesText as PlacesChoice) : 'auto';
  const id = useId();
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;

  // Every mode keeps its own two numbers, so switching the question and back loses nothing.
  const fields = {
    of: { a: useLinkedDraft('percentage-calculator:pct', 'pct'), b: useLinkedDraft('percentage-calculator:of', 'of') },
    ratio: { a: useLinkedDraft('percentage-calculator:part', 'part'), b: useLinkedDraft('percentage-calculator:total', 'total') },
    change: { a: useLinkedDraft('percentage-calculator:from', 'from'), b: useLinkedDraft('percentage-calculator:to', 'to') },
    addsub: { a: useLinkedDraft('percentage-calculator:value', 'value'), b: useLinkedDraft('percentage-calculator:by', 'by') },
    whole: { a: useLinkedDraft('percentage-calculator:known', 'known'), b: useLinkedDraft('percentage-calculator:share', 'share') },
  } satisfies Record<Mode, Record<Field, [string, (value: string) => void]>>;
  const spec = MODE_SPECS[mode];
  const [aText, setA] = fields[mode].a;
  const [bText, setB] = fields[mode].b;

  const calc = calculate(mode, aText, bText);
  const shown = calc.status === 'ok' ? present(calc, places, locale) : null;
  const errorFor = (field: Field): string | null => {
    if (calc.status === 'invalid') return calc.errors[field] ?? null;
    if (calc.status === 'undefined' && calc.field === field) return calc.message;
    return null;
  };

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <form className="th-card th-stack" onSubmit={(event) => event.preventDefault()} aria-label="Percentage question">
        <Segmented legend="Question" variant="chips" options={MODE_OPTIONS} value={mode} onChange={setModeText} />
        <div className={styles.pair}>
          <TextField
            id={`${id}-a`}
            label={spec.a.label}
            value={aText}
            onChange={setA}
            inputMode="decimal"
            placeholder={spec.a.placeholder}
            error={errorFor('a')}
          />
          <TextField
            id={`${id}-b`}
            label={spec.b.label}
            value={bText}
            onChange={setB}
            inputMode="decimal"
            placeholder={spec.b.placeholder}
            error={errorFor('b')}
          />
        </div>
        <div className="th-row">
          {mode === 'change' && (
            <Button
              size="sm"
              onClick={() => {
                setA(bText);
                setB(aText);
              }}
              disabled={aText === '' && bText === ''}
            >
              ⇅ Swap from and to
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setA('');
              setB('');
            }}
            disabled={aText === '' && bText === ''}
          >
            Clear
          </Button>
        </div>
        <SelectField
          label="Round the result to"
          value={placesChoice}
          options={PLACES_OPTIONS}
          onChange={setPlacesText}
          className={styles.places}
        />
      </form>

      <section className={`th-card th-stack ${styles.result}`} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={styles.heading}>
          {shown ? shown.question : 'Result'}
        </h2>
        <div aria-live="polite" className={styles.live}>
          {calc.status === 'empty' && <Message tone="info">{EMPTY_HINT[mode]}</Message>}
          {calc.status === 'invalid' && <Message tone="warning">Fix the highlighted number to see the result.</Message>}
          {calc.status === 'undefined' && <Message tone="warning">{calc.message}</Message>}
          {shown && <p className={styles.sentence}>{shown.sentence}</p>}
        </div>
        {shown && (
          <>
            <div className={styles.answer}>
              <span className={styles.answerLabel}>{shown.answerLabel}</span>
              <output className={styles.answerValue}>{shown.answer}</output>
            </div>
            {shown.extras.length > 0 && (
              <dl className={styles.extras}>
                {shown.extras.map((extra) => (
                  <div key={extra.label}>
                    <dt>{extra.label}</dt>
                    <dd>{extra.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {shown.note && <p className="th-hint">{shown.note}</p>}
            <div>
              <h3 className={styles.stepsHeading}>How it is worked out</h3>
              <ol className={`th-list ${styles.steps}`}>
                {shown.steps.map((step) => (
                  <li key={step} className="th-mono">
                    {step}
                  </li>
                ))}
              </ol>
            </div>
            <div className="th-row">
              <CopyButton text={shown.plain} label="Copy result" size="sm" />
              <CopyButton text={shown.sentence} label="Copy sentence" size="sm" />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
