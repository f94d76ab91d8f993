import { useState } from 'react';
import { Button, Message } from '@toolhub/shared';
import { clearVisitedTools, readVisitedTools } from '../../user/visited-tools';

export const VISITED_CLEARED = 'Recently visited tools cleared.';
export const VISITED_NOT_CLEARED = 'This browser did not let ToolHub change its storage, so the list could not be cleared.';

/**
 * Empties localStorage `visitedTools`, the list behind the dashboard's "Recently visited". The button
 * stays enabled when the list is empty: disabling it under the pointer would drop keyboard focus.
 */
export function VisitedToolsSetting() {
  const [count, setCount] = useState(() => readVisitedTools().length);
  const [outcome, setOutcome] = useState<'cleared' | 'failed' | null>(null);
  function clear() {
    const cleared = clearVisitedTools();
    setOutcome(cleared ? 'cleared' : 'failed');
    setCount(readVisitedTools().length);
  }
  return (
    <div className="settings-stack">
      <p>
        {count === 0
          ? 'Your recently visited list is empty.'
          : `${count} ${count === 1 ? 'tool is' : 'tools are'} in your recently visited list. It is kept in this browser only.`}
      </p>
      {outcome === 'cleared' && <Message tone="success">{VISITED_CLEARED}</Message>}
      {outcome === 'failed' && <Message tone="error">{VISITED_NOT_CLEARED}</Message>}
      <div className="th-row">
        <Button onClick={clear}>
          Clear recently visited tools
        </Button>
      </div>
    </div>
  );
}
