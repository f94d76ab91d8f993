import { useId, useState, type FormEvent } from 'react';
import { Button, useDraft } from '@toolhub/shared';
import { PROMPTS } from './data/prompts';
import { MAX_CUSTOM_LENGTH, addCustom, cleanCustom, customError, sentence, type CustomPrompt } from './logic';
import styles from './styles.module.css';

interface CustomPanelProps {
  custom: readonly CustomPrompt[];
  onChange: (custom: CustomPrompt[]) => void;
}

/** The group's own prompts: mixed into "All themes", or played alone as "My prompts". */
export function CustomPanel({ custom, onChange }: CustomPanelProps) {
  const [draft, setDraft] = useDraft('never-have-i-ever:custom', '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = customError(draft, custom, PROMPTS);
    setError(problem);
    if (problem) return;
    onChange(addCustom(custom, draft, PROMPTS));
    setDraft('');
  }

  const preview = cleanCustom(draft);
  return (
    <section className="th-card th-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Your own prompts
      </h2>
      <form onSubmit={onSubmit} noValidate className="th-field">
        <label htmlFor={`${id}-text`}>Never have I ever…</label>
        <div className={styles.addRow}>
          <input
            id={`${id}-text`}
            className="th-input"
            value={draft}
            maxLength={MAX_CUSTOM_LENGTH + 60}
            autoComplete="off"
            placeholder="been to Japan"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => {
              setDraft(e.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit">Add</Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="th-field-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="th-hint">
            {preview ? `Card: “${sentence(preview)}”` : 'Kept in this browser only. They join “All themes” and “My prompts”.'}
          </p>
        )}
      </form>
      {custom.length > 0 && (
        <details className={styles.customList}>
          <summary>
            {custom.length} of your own {custom.length === 1 ? 'prompt' : 'prompts'}
          </summary>
          <ul className="th-list">
            {custom.map((c) => (
              <li key={c.id} className={styles.player}>
                <span className={styles.playerName}>{c.text}</span>
                <Button size="sm" variant="ghost" aria-label={`Delete “${c.text}”`} onClick={() => onChange(custom.filter((x) => x.id !== c.id))}>
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
