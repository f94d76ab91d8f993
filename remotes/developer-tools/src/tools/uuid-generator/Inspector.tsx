import { useId } from 'react';
import { CopyButton, Message, formatDateTime, useDraft, useLocaleReady } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { inspectUuid, timestampText } from './logic';
import styles from './styles.module.css';

/** As toLocaleString() writes a moment: date and time, numeric, in the visitor's locale. */
const YOUR_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

/** Checks a pasted UUID live and explains its version, variant and embedded time. */
export function Inspector() {
  const localeReady = useLocaleReady();
  const ids = useId();
  const [input, setInput] = useDraft('uuid-generator:check', '');
  const result = input.trim() === '' ? null : inspectUuid(input);
  const info = result?.ok ? result.info : null;
  const time = info?.timestamp !== undefined ? timestampText(info.timestamp) : null;

  return (
    <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={ui.title}>
        Check a UUID
      </h2>
      <div className="th-field">
        <label htmlFor={`${ids}-input`}>UUID to check</label>
        <input
          id={`${ids}-input`}
          className={`th-input ${ui.mono}`}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="e.g. 0190b6a2-7c3e-7abc-8def-0123456789ab"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={`${ids}-result`}
        />
        <span className="th-hint">Accepts upper or lower case, with or without hyphens, braces or urn:uuid:.</span>
      </div>
      <div id={`${ids}-result`} aria-live="polite">
        {result && !result.ok && <Message tone="error">{result.message}</Message>}
        {info && (
          <div className="th-stack">
            <Message tone="success">
              {info.special ? `Valid: the ${info.special === 'nil' ? 'Nil' : 'Max'} UUID.` : 'Valid UUID.'}
            </Message>
            <dl className={styles.facts}>
              <dt>Canonical form</dt>
              <dd className={styles.withCopy}>
                <code className={ui.mono}>{info.canonical}</code>
                <CopyButton size="sm" variant="ghost" text={info.canonical} />
              </dd>
              <dt>Version</dt>
              <dd>{info.versionName}</dd>
              <dt>Variant</dt>
              <dd>{info.variantName}</dd>
              {info.timestamp !== undefined && (
                <>
                  <dt>Created</dt>
                  <dd>
                    {time ? (
                      <>
                        <time dateTime={time}>{time}</time>
                        {localeReady && <span className="th-hint"> · {formatDateTime(info.timestamp, YOUR_TIME)} your time</span>}
                      </>
                    ) : (
                      'Outside the range of dates this browser can show'
                    )}
                  </dd>
                </>
              )}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
