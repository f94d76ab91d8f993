import { useId } from 'react';
import { Button } from '@toolhub/shared';
import { useAddField } from '../../ui/useAddField';
import addRow from '../../ui/add-row.module.css';
import { PROMPTS } from './data/prompts';
import { MAX_CUSTOM_LENGTH, addCustom, cleanCustom, customError, sentence, type CustomPrompt } from './logic';
import styles from './styles.module.css';

interface CustomPanelProps {
  custom: readonly CustomPrompt[];
  onChange: (custom: CustomPrompt[]) => void;
}

/** The group's own prompts: mixed into "All themes", or played alone as "My prompts". */
export function CustomPanel({ custom, onChange }: CustomPanelProps) {
  const { text, error, change, submit } = useAddField(
    'never-have-i-ever:custom',
    (prompt) => customError(prompt, custom, PROMPTS),
    (prompt) => onChange(addCustom(custom, prompt, PROMPTS)),
  );
  const id = useId();

  const preview = cleanCustom(text);
  return (
    <section className="th-card th-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Your own prompts
      </h2>
      <form onSubmit={submit} noValidate className="th-field">
        <label htmlFor={`${id}-text`}>Never have I ever…</label>
        <div className={addRow.addRow}>
          <input
            id={`${id}-text`}
            className="th-input"
            value={text}
            maxLength={MAX_CUSTOM_LENGTH + 60}
            autoComplete="off"
            placeholder="been to Japan"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => change(e.target.value)}
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
