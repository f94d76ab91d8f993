import { useId } from 'react';
import { Button, CopyButton, useDraft, useWorkerTask, WorkerTaskStatus, type ToolProps, LargeTextArea, formatNumber } from '@toolhub/shared';
import { BIG_TEXT_CHARS, EMPTY_STATS, countText } from './count';
import { formatDensity, formatDuration, READING_WPM, SPEAKING_WPM, type TextStats } from './logic';
import styles from './styles.module.css';

const TILE_LABELS = ['Words', 'Characters', 'Characters without spaces', 'Sentences', 'Paragraphs', 'Reading time', 'Speaking time'];

const createCountWorker = () => new Worker(new URL('./count.worker.ts', import.meta.url));
/** The density bar's length at 25% density and above, in px: a definite length the table counts when it sizes its columns. */
const BAR_PX = 60;

function summary(stats: TextStats): string {
  return [
    `Words: ${formatNumber(stats.words)}`,
    `Characters: ${formatNumber(stats.characters)}`,
    `Characters (no spaces): ${formatNumber(stats.charactersNoSpaces)}`,
    `Sentences: ${formatNumber(stats.sentences)}`,
    `Paragraphs: ${formatNumber(stats.paragraphs)}`,
    `Reading time: ${formatDuration(stats.readingSeconds)}`,
    `Speaking time: ${formatDuration(stats.speakingSeconds)}`,
  ].join('\n');
}

export default function WordCounterTool({ tool }: ToolProps) {
  const [text, setText, draft] = useDraft('word-counter:text', '');
  // Short texts are counted while rendering; a long one in a worker, so typing never waits for a
  // rescan of megabytes. Meanwhile the previous counts stay on screen, dimmed.
  const task = useWorkerTask({ input: text === '' ? null : text, run: countText, createWorker: createCountWorker, offload: text.length > BIG_TEXT_CHARS });
  // No counts yet (a first long text still being counted, or counting cancelled): dashes, not zeros.
  const stats = task.result ?? (text === '' ? EMPTY_STATS : null);
  const updating = task.working;
  const inputId = useId();
  const hintId = useId();

  const tiles: Array<[string, string]> = stats
    ? [
        ['Words', formatNumber(stats.words)],
        ['Characters', formatNumber(stats.characters)],
        ['Characters without spaces', formatNumber(stats.charactersNoSpaces)],
        ['Sentences', formatNumber(stats.sentences)],
        ['Paragraphs', formatNumber(stats.paragraphs)],
        ['Reading time', formatDuration(stats.readingSeconds)],
        ['Speaking time', formatDuration(stats.speakingSeconds)],
      ]
    : TILE_LABELS.map((label) => [label, '—']);
  const keywords = stats?.keywords ?? [];

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Your text</label>
        <LargeTextArea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onValueChange={setText}
          placeholder="Type or paste your text here…"
          aria-describedby={hintId}
          // Spell-checking megabytes keeps the browser busy long after the paste.
          spellCheck={text.length <= BIG_TEXT_CHARS}
        />
        <span id={hintId} className="th-hint">
          Reading time assumes {READING_WPM} words per minute, speaking time {SPEAKING_WPM}. Emoji and accented letters count as one character.
          {draft.restored && ' Your text from last time is back: it stays in this browser until you clear it.'}
        </span>
      </div>

      <div className="th-row">
        <Button onClick={draft.clear} disabled={text === ''}>
          Clear
        </Button>
        <CopyButton text={() => (stats ? summary(stats) : '')} label="Copy counts" disabled={stats === null || text === '' || task.working} />
        <CopyButton text={text} label="Copy text" variant="ghost" disabled={text === ''} />
      </div>

      <WorkerTaskStatus
        task={task}
        verb="Counting"
        cancelledMessage="Counting stopped. Edit the text to count it again."
        errorMessage={(error) => `The text could not be counted: ${error}`}
      />

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
        {keywords.length === 0 ? (
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
              {keywords.map((keyword) => (
                <tr key={keyword.word}>
                  <th scope="row">{keyword.word}</th>
                  <td>{formatNumber(keyword.count)}</td>
                  <td>
                    <span className={styles.bar} style={{ inlineSize: `${(BAR_PX * Math.min(100, keyword.density * 4)) / 100}px` }} aria-hidden="true" />
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
