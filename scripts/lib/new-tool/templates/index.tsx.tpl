import { useId } from 'react';
import { Button, Message, useDraft, useQueryState, type ToolProps } from '@toolhub/shared';
import { calculate, formatNumber, isOperation, OPERATIONS, type Operation } from './logic';

const DEFAULT_OPERATION: Operation = 'sum';

/**
 * A starter made by `npm run new-tool`: the text typed is kept across reloads (useDraft), the
 * option lives in the URL (useQueryState) and bad input gets a message next to its field.
 * Replace the example in logic.ts with the tool's own and keep this shape.
 */
export default function __COMPONENT__({ tool }: ToolProps) {
  const [text, setText, draft] = useDraft(`${tool.path}:input`, '');
  const [operationParam, setOperation] = useQueryState('op', DEFAULT_OPERATION);
  const operation = isOperation(operationParam) ? operationParam : DEFAULT_OPERATION;
  const result = calculate(text, operation);
  const id = useId();

  return (
    <div className="th-stack">
      <div className="th-field">
        <label htmlFor={`${id}-input`}>Numbers</label>
        <textarea
          id={`${id}-input`}
          className="th-textarea"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="12, 7.5, -3"
          spellCheck={false}
          aria-invalid={result.ok ? undefined : true}
          aria-describedby={`${id}-about`}
        />
        <div id={`${id}-about`}>
          {result.ok ? (
            <span className="th-hint">
              {draft.restored && 'Your numbers from last time are back: they stay in this browser until you clear them. '}
              Separate numbers with commas, spaces or new lines.
            </span>
          ) : (
            <Message tone="error">{result.error}</Message>
          )}
        </div>
      </div>

      <div className="th-field">
        <label htmlFor={`${id}-operation`}>Operation</label>
        <select id={`${id}-operation`} className="th-select" value={operation} onChange={(event) => setOperation(event.target.value)}>
          {OPERATIONS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>

      <output className="th-card" htmlFor={`${id}-input ${id}-operation`} aria-label="Result">
        {result.ok && result.value !== null ? formatNumber(result.value) : '–'}
      </output>

      <div className="th-row">
        <Button variant="ghost" onClick={draft.clear} disabled={text === ''}>
          Clear
        </Button>
      </div>
    </div>
  );
}
