import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button, CopyButton, type ToolProps } from '@toolhub/shared';
import { analyzeText, formatDensity, formatDuration, READING_WPM, SPEAKING_WPM, type TextStats } from './logic';
import styles from './styles.module.css';

const numbers = new Intl.NumberFormat();

function summary(stats: TextStats): string {
  return [
    `Words: ${numbers.format(stats.words)}`,
    `Characters: ${numbers.format(stats.characters)}`,
    `Characters (no spaces): ${numbers.format(stats.charactersNoSpaces)}`,
    `Sentences: ${numbers.format(stats.sentences)}`,
    `Paragraphs: ${numbers.format(stats.paragraphs)}`,
    `Reading time: ${formatDuration(stats.readingSeconds)}`,
    `Speaking time: ${formatDuration(stats.speakingSeconds)}`,
  ].join('\n');
}

export default function WordCounterTool({ tool }: ToolProps) {
  const [text, setText] = useState('');
  // Typing stays instant on huge texts: counting runs on the deferred copy, after the keystroke paints.
  const counted = useDeferredValue(text);
  const stats = useMemo(() => analyzeText(counted), [counted]);
  const updating = counted !== text;
  const inputId = useId();
  const hintId = useId();

  const tiles: Array<[string, string]> = [
    ['Words', numbers.format(stats.words)],
    ['Characters', numbers.format(stats.characters)],
    ['Characters without spaces', numbers.format(stats.charactersNoSpaces)],
    ['Sentences', numbers.format(stats.sentences)],
    ['Paragraphs', numbers.format(stats.paragraphs)],
    ['Reading time', formatDuration(stats.readingSeconds)],
    ['Speaking time', formatDuration(stats.speakingSeconds)],
  ];

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Your text</label>
        <textarea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste your text here…"
          aria-describedby={hintId}
          spellCheck
        />
        <span id={hintId} className="th-hint">
          Reading time assumes {READING_WPM} words per minute, speaking time {SPEAKING_WPM}. Emoji and accented letters count as one character.
        </span>
      </div>

      <div className="th-row">
        <Button onClick={() => setText('')} disabled={text === ''}>
          Clear
        </Button>
        <CopyButton text={() => summary(stats)} label="Copy counts" disabled={text === ''} />
        <CopyButton text={text} label="Copy text" variant="ghost" disabled={text === ''} />
      </div>

      <section aria-label={`${tool.name} counts`} aria-live="polite" aria-busy={updating} className={styles.results}>
        <dl className={styles.tiles} data-updating={updating || undefined}>
          {tiles.map(([label, value]) => (
            <div key={label} className={styles.tile}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={`th-card ${styles.keywords}`} aria-labelledby={`${inputId}-keywords`}>
        <h2 id={`${inputId}-keywords`} className={styles.heading}>
          Top keywords
        </h2>
        {stats.keywords.length === 0 ? (
          <p className="th-hint">Keywords appear here once your text has a few words. Common words such as “the” and “and” are left out.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Keyword</th>
                <th scope="col">Count</th>
                <th scope="col">Density</th>
              </tr>
            </thead>
            <tbody>
              {stats.keywords.map((keyword) => (
                <tr key={keyword.word}>
                  <th scope="row">{keyword.word}</th>
                  <td>{numbers.format(keyword.count)}</td>
                  <td>
                    <span className={styles.bar} style={{ inlineSize: `${Math.min(100, keyword.density * 4)}%` }} aria-hidden="true" />
                    {formatDensity(keyword.density)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
