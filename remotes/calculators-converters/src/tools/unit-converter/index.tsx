import { useId, useMemo, useRef } from 'react';
import {
  Button,
  CheckField,
  CopyButton,
  Message,
  Segmented,
  SelectField,
  TextField,
  segmentOptions,
  useDraft,
  useLocaleReady,
  useQueryState,
  type SelectOption,
  type ToolProps,
} from '@toolhub/shared';
import { AllUnits } from './AllUnits';
import { Definitions } from './Definitions';
import {
  CATEGORIES,
  CATEGORY_IDS,
  categoryFor,
  conversionRule,
  conversionSummary,
  evaluateConversion,
  PENDING,
  resolveUnits,
  separatorsFor,
  type CategoryId,
  type Rounding,
} from './logic';
import { UnitSelect } from './UnitSelect';
import styles from './styles.module.css';

const CATEGORY_LABELS = Object.fromEntries(CATEGORIES.map((category) => [category.id, category.name])) as Record<CategoryId, string>;
const ROUNDINGS: readonly Rounding[] = ['sig', 'dp'];
const ROUNDING_LABELS: Record<Rounding, string> = { sig: 'Significant figures', dp: 'Decimal places' };
const DIGIT_CHOICES: Record<Rounding, { min: number; max: number; initial: string }> = {
  sig: { min: 1, max: 20, initial: '10' },
  dp: { min: 0, max: 15, initial: '2' },
};

function digitOptions(rounding: Rounding): SelectOption[] {
  const { min, max } = DIGIT_CHOICES[rounding];
  return Array.from({ length: max - min + 1 }, (_, index) => ({ value: String(min + index), label: String(min + index) }));
}

/** A link's digits, held to the choices offered. */
function readDigits(text: string, rounding: Rounding): number {
  const { min, max, initial } = DIGIT_CHOICES[rounding];
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : Number(initial);
}

export default function UnitConverterTool({ tool }: ToolProps) {
  const [categoryText, setCategoryText] = useQueryState('cat', 'length');
  const [fromText, setFromText] = useQueryState('from', '');
  const [toText, setToText] = useQueryState('to', '');
  const [roundingText, setRoundingText] = useQueryState('round', 'sig');
  const [sigText, setSigText] = useQueryState('sf', DIGIT_CHOICES.sig.initial);
  const [dpText, setDpText] = useQueryState('dp', DIGIT_CHOICES.dp.initial);
  const [groupText, setGroupText] = useQueryState('group', 'on');
  // The value goes in the link to be shared, and is kept in this browser too, so coming back to
  // the converter without a link brings back the last value (a link's own value wins).
  const [linkValue, setLinkValue] = useQueryState('v', '');
  const [draftValue, setDraftValue] = useDraft('unit-converter:value', '1');
  const valueText = linkValue !== '' ? linkValue : draftValue;
  function setValue(text: string) {
    setLinkValue(text);
    setDraftValue(text);
  }

  const category = categoryFor(categoryText);
  const { from, to } = resolveUnits(category, fromText, toText);
  const rounding: Rounding = roundingText === 'dp' ? 'dp' : 'sig';
  const digits = readDigits(rounding === 'sig' ? sigText : dpText, rounding);
  const group = groupText !== 'off';
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  // The locale's number marks come from the page's first Intl object (20–60 ms of locale data), so
  // they, and the result written with them, wait for the render right after the tool's first paint.
  const localeReady = useLocaleReady();
  const separators = useMemo(() => (localeReady ? separatorsFor(locale) : null), [localeReady, locale]);

  // The units last chosen in each category, so going back to Length brings back miles.
  const chosen = useRef(new Map<CategoryId, { from: string; to: string }>());
  function chooseCategory(next: CategoryId) {
    chosen.current.set(category.id, { from: from.id, to: to.id });
    const units = chosen.current.get(next);
    setCategoryText(next);
    setFromText(units?.from ?? '');
    setToText(units?.to ?? '');
  }
  function swap() {
    setFromText(to.id);
    setToText(from.id);
  }

  const conversion = separators ? evaluateConversion({ valueText, category, from, to, format: { rounding, digits, group, separators } }) : PENDING;
  const rules = separators ? conversionRule(from, to, separators) : [];
  const id = useId();
  const resultId = `${id}-result`;

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <section className={`th-card th-stack ${styles.converter}`} aria-label="Converter">
        <Segmented
          legend="Quantity"
          variant="chips"
          options={segmentOptions(CATEGORY_IDS, CATEGORY_LABELS)}
          value={category.id}
          onChange={chooseCategory}
        />

        <div className={styles.pair}>
          <TextField
            className={styles.value}
            label="Value"
            value={valueText}
            onChange={setValue}
            inputMode="decimal"
            spellCheck={false}
            placeholder="1"
            error={conversion.status === 'error' ? conversion.message : null}
            hint={conversion.status === 'error' ? undefined : 'Decimals, 1/3, 2 1/2 or 6.02e23; commas as you write them.'}
            aria-describedby={resultId}
          />
          <UnitSelect label="From" category={category} value={from} onChange={setFromText} />
          <Button className={styles.swap} onClick={swap} aria-label={`Swap units: convert ${to.name} to ${from.name}`}>
            <span aria-hidden="true" className={styles.swapIcon}>⇅</span> Swap
          </Button>
          <UnitSelect label="To" category={category} value={to} onChange={setToText} />
        </div>

        <div id={resultId} className={styles.resultBox} aria-live="polite">
          {conversion.status === 'empty' && <Message tone="info">Enter a value to convert.</Message>}
          {conversion.status === 'error' && <p className={styles.stale}>Fix the value to see the result.</p>}
          {conversion.status === 'ok' && (
            <>
              <output className={styles.result}>
                <span className={styles.resultFrom}>
                  {conversion.input} {from.symbol} {conversion.shown.exact ? '=' : '≈'}
                </span>{' '}
                <strong className={styles.resultTo}>
                  {conversion.shown.text} {to.symbol}
                </strong>
              </output>
              <p className={styles.precision}>
                {conversion.shown.exact
                  ? 'Exact.'
                  : `Rounded to ${digits} ${rounding === 'sig' ? (digits === 1 ? 'significant figure' : 'significant figures') : digits === 1 ? 'decimal place' : 'decimal places'}.`}
              </p>
            </>
          )}
        </div>
        <ul className={`th-list ${styles.rules}`} aria-label="Conversion factor">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {conversion.status === 'ok' && (
          <div className="th-row">
            <CopyButton size="sm" label="Copy result" text={() => conversionSummary(conversion, from, to)} />
            <CopyButton size="sm" label="Copy number" text={conversion.shown.plain} />
          </div>
        )}

        <fieldset className={styles.rounding}>
          <legend className="th-label">Precision</legend>
          <Segmented
            legend="Round to"
            hideLegend
            variant="chips"
            options={segmentOptions(ROUNDINGS, ROUNDING_LABELS)}
            value={rounding}
            onChange={setRoundingText}
          />
          <div className={styles.roundingRow}>
            <SelectField
              label={rounding === 'sig' ? 'Significant figures' : 'Decimal places'}
              value={String(digits)}
              options={digitOptions(rounding)}
              onChange={rounding === 'sig' ? setSigText : setDpText}
            />
            <CheckField
              label={separators ? `Group thousands (1${separators.group}000)` : 'Group thousands'}
              checked={group}
              onChange={(checked) => setGroupText(checked ? 'on' : 'off')}
            />
          </div>
        </fieldset>
      </section>

      <AllUnits category={category} conversion={conversion} from={from} to={to} />
      <Definitions category={category} />
    </div>
  );
}
