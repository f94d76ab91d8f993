import { useId, useMemo, useState } from 'react';
import { Button, CopyButton, Message, Segmented, useQueryState, SelectField, CheckField, type ToolProps } from '@toolhub/shared';
import {
  COUNT_LIMITS,
  LOREM_UNITS,
  formatLorem,
  generateLorem,
  loremStats,
  parseCount,
  type LoremFormat,
  type LoremUnit,
} from './logic';
import styles from './styles.module.css';

const UNIT_LABELS: Record<LoremUnit, string> = { paragraphs: 'Paragraphs', sentences: 'Sentences', words: 'Words' };

export default function LoremIpsumGeneratorTool({ tool }: ToolProps) {
  const [unitParam, setUnit] = useQueryState('unit', 'paragraphs');
  const [countParam, setCountParam] = useQueryState('count', '3');
  const [classicParam, setClassic] = useQueryState('classic', '1');
  const [formatParam, setFormat] = useQueryState('format', 'text');
  const unit: LoremUnit = (LOREM_UNITS as readonly string[]).includes(unitParam) ? (unitParam as LoremUnit) : 'paragraphs';
  const format: LoremFormat = formatParam === 'html' ? 'html' : 'text';
  const classic = classicParam !== '0';
  // The box keeps whatever was typed; only a valid number reaches the URL.
  const [countText, setCountText] = useState(countParam);
  const [round, setRound] = useState(0);
  const check = parseCount(countText, unit);
  const validCount = check.ok ? check.count : undefined;

  const paragraphs = useMemo(
    () => (validCount === undefined ? [] : generateLorem({ unit, count: validCount, classic })),
    // `round` asks for a fresh draw with the same settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unit, validCount, classic, round],
  );
  const output = formatLorem(paragraphs, format);
  const stats = loremStats(paragraphs);

  const countId = useId();
  const unitId = useId();
  const errorId = useId();
  const outputId = useId();

  function changeCount(value: string) {
    setCountText(value);
    const next = parseCount(value, unit);
    if (next.ok) setCountParam(String(next.count));
  }

  function changeUnit(value: string) {
    setUnit(value);
    const next = parseCount(countText, value as LoremUnit);
    if (next.ok) setCountParam(String(next.count));
  }

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.settings}>
        <div className="th-field">
          <label htmlFor={countId}>How many</label>
          <input
            id={countId}
            className="th-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={countText}
            onChange={(event) => changeCount(event.target.value)}
            aria-invalid={!check.ok}
            aria-describedby={check.ok ? undefined : errorId}
          />
        </div>
        <SelectField
          id={unitId}
          label="Of"
          value={unit}
          onChange={changeUnit}
          options={LOREM_UNITS.map((entry) => ({ value: entry, label: `${UNIT_LABELS[entry]} (up to ${COUNT_LIMITS[entry]})` }))}
        />
        <Segmented
          className={styles.format}
          legend="Output"
          value={format}
          onChange={setFormat}
          options={[
            { value: 'text', label: 'Plain text' },
            { value: 'html', label: 'HTML (<p> tags)' },
          ]}
        />
        <CheckField
          className={styles.classic}
          label="Start with “Lorem ipsum dolor sit amet…”"
          checked={classic}
          onChange={(checked) => setClassic(checked ? '1' : '0')}
        />
      </div>

      {!check.ok && (
        <div id={errorId}>
          <Message tone="error">{check.message}</Message>
        </div>
      )}

      <div className="th-row">
        <Button variant="primary" onClick={() => setRound((value) => value + 1)} disabled={!check.ok}>
          Generate again
        </Button>
        <CopyButton text={output} label={`Copy ${format === 'html' ? 'HTML' : 'text'}`} disabled={output === ''} />
      </div>

      <section className="th-field" aria-label={`${tool.name} result`}>
        <label htmlFor={outputId}>Generated text</label>
        <textarea id={outputId} className={`th-textarea ${styles.output}`} value={output} readOnly rows={14} />
        <p className="th-hint" aria-live="polite">
          {check.ok
            ? `${stats.paragraphs} ${stats.paragraphs === 1 ? 'paragraph' : 'paragraphs'} · ${stats.sentences} ${stats.sentences === 1 ? 'sentence' : 'sentences'} · ${stats.words} ${stats.words === 1 ? 'word' : 'words'}`
            : 'Fix the number above to generate text.'}
        </p>
      </section>
    </div>
  );
}
