import { useId, type Ref } from 'react';
import { Button, CopyButton, Message } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { decode, parseQuery, readUrl, withQuery, type UrlParts } from './logic';
import { QueryTable } from './QueryTable';
import styles from './styles.module.css';

interface UrlBreakdownProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

interface PartRow {
  label: string;
  value: string;
  decoded?: string;
}

function partRows(parts: UrlParts): PartRow[] {
  const decodedPath = decode(parts.pathname, 'component');
  const rows: PartRow[] = [
    { label: 'Protocol', value: parts.protocol },
    { label: 'Username', value: parts.username },
    { label: 'Password', value: parts.password },
    { label: 'Host', value: parts.hostname },
    { label: 'Port', value: parts.port },
    {
      label: 'Path',
      value: parts.pathname,
      decoded: decodedPath.ok && decodedPath.text !== parts.pathname ? decodedPath.text : undefined,
    },
    { label: 'Query', value: parts.search },
    { label: 'Fragment', value: parts.hash },
  ];
  return rows.filter((row) => row.value !== '' || row.label === 'Host' || row.label === 'Path');
}

/** Splits a URL into its parts and makes its query editable as a table. */
export function UrlBreakdown({ value, onChange, ref }: UrlBreakdownProps) {
  const ids = useId();
  const reading = readUrl(value);
  const query = reading.kind === 'url' ? parseQuery(reading.parts.search) : null;

  return (
    <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={ui.title}>
        Break down a URL
      </h2>
      <div className="th-field">
        <div className="th-head-row">
          <label htmlFor={`${ids}-url`}>URL to inspect</label>
          <div className="th-row">
            <CopyButton size="sm" text={value} label="Copy URL" disabled={value === ''} />
            <Button size="sm" variant="ghost" disabled={value === ''} onClick={() => onChange('')}>
              Clear
            </Button>
          </div>
        </div>
        <textarea
          ref={ref}
          id={`${ids}-url`}
          className={`th-textarea ${styles.urlBox}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="https://example.com/search?q=caf%C3%A9&tag=a&tag=b#results"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={reading.kind === 'error' ? true : undefined}
          aria-describedby={`${ids}-status`}
        />
      </div>

      <div id={`${ids}-status`} aria-live="polite">
        {reading.kind === 'error' && <Message tone="error">{reading.message}</Message>}
        {reading.kind === 'empty' && <p className="th-hint">Paste a full URL to see its parts and edit its query parameters.</p>}
      </div>

      {reading.kind === 'url' && query && (
        <>
          <dl className={styles.parts} aria-label="URL parts">
            {partRows(reading.parts).map((row) => (
              <div key={row.label} className={`${ui.labelledRow} ${styles.part}`}>
                <dt className={ui.rowLabel}>{row.label}</dt>
                <dd>
                  <code className={ui.mono}>{row.value || '(none)'}</code>
                  {row.decoded !== undefined && <span className="th-hint">decoded: {row.decoded}</span>}
                </dd>
                {row.value !== '' && (
                  <CopyButton size="sm" variant="ghost" text={row.value} label="Copy" aria-label={`Copy ${row.label.toLowerCase()}`} />
                )}
              </div>
            ))}
          </dl>
          <h3 id={`${ids}-query`} className={styles.subtitle}>
            Query parameters
          </h3>
          {query.problems.map((problem) => (
            <Message key={problem} tone="warning">
              {problem}
            </Message>
          ))}
          <QueryTable
            rows={query.rows}
            labelledBy={`${ids}-query`}
            onChange={(rows) => onChange(withQuery(reading.parts, rows))}
          />
        </>
      )}
    </section>
  );
}
