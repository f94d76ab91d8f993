/** The teller's form: three statements, which one is the lie, and an idea for the stuck. */
import type { FormEvent } from 'react';
import { Button, Segmented, TextField } from '@toolhub/shared';
import { MAX_STATEMENT_LENGTH, type StatementCheck, type Statements } from './logic';
import { possessive } from '../../players/players';
import styles from './styles.module.css';

interface StatementsFormProps {
  teller: string | null;
  statements: Statements;
  onEditStatement: (index: number, text: string) => void;
  lieDraft: string;
  onLieDraft: (value: string) => void;
  check: StatementCheck;
  showErrors: boolean;
  idea: string | null;
  onLockIn: (event: FormEvent) => void;
  onGiveIdea: () => void;
}

const LIE_OPTIONS = [
  { value: '0', label: '1' },
  { value: '1', label: '2' },
  { value: '2', label: '3' },
];

export function StatementsForm({ teller, statements, onEditStatement, lieDraft, onLieDraft, check, showErrors, idea, onLockIn, onGiveIdea }: StatementsFormProps) {
  return (
    <form className={`th-card th-stack ${styles.card}`} onSubmit={onLockIn} noValidate aria-labelledby="ttl-write-title">
      <h2 id="ttl-write-title" className={styles.title}>
        {teller ? `${possessive(teller)} turn to tell` : 'Teller: write your statements'}
      </h2>
      <p className="th-hint">Two true things about you and one lie. Others look away while you mark the lie.</p>
      {statements.map((text, index) => (
        <TextField
          key={index}
          label={`Statement ${index + 1}`}
          value={text}
          maxLength={MAX_STATEMENT_LENGTH + 50}
          onChange={(value) => onEditStatement(index, value)}
          error={showErrors ? check.fields[index] : null}
        />
      ))}
      <div className="th-field">
        <Segmented legend="Which statement is the lie?" options={LIE_OPTIONS} value={lieDraft} onChange={onLieDraft} />
        {showErrors && check.lie && <p className="th-field-error">{check.lie}</p>}
      </div>
      <div className="th-row">
        <Button type="submit" variant="primary">
          Lock in and vote
        </Button>
        <Button onClick={onGiveIdea}>
          <span aria-hidden="true">💡</span> Give me an idea
        </Button>
      </div>
      <div aria-live="polite">
        {idea && (
          <p className={styles.idea}>
            <strong>Idea:</strong> {idea}
          </p>
        )}
      </div>
    </form>
  );
}
