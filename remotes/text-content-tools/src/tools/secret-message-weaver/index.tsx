import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryState, type ToolProps } from '@toolhub/shared';
import { HidePane } from './HidePane';
import { RevealPane } from './RevealPane';
import styles from './styles.module.css';

type Pane = 'hide' | 'reveal';
const PANES: ReadonlyArray<{ id: Pane; label: string }> = [
  { id: 'hide', label: 'Hide' },
  { id: 'reveal', label: 'Reveal' },
];

export default function SecretMessageWeaverTool({ tool }: ToolProps) {
  const [paneParam, setPane] = useQueryState('tab', 'hide');
  const pane: Pane = paneParam === 'reveal' ? 'reveal' : 'hide';
  const [revealText, setRevealText] = useState('');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  function select(next: Pane, focus = false) {
    setPane(next);
    if (focus) tabs.current[PANES.findIndex((entry) => entry.id === next)]?.focus();
  }

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = PANES.findIndex((entry) => entry.id === pane);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PANES.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PANES[(target + PANES.length) % PANES.length];
    if (next) select(next.id, true);
  }

  function checkInReveal(text: string) {
    setRevealText(text);
    select('reveal', true);
  }

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div role="tablist" aria-label={`${tool.name}: hide or reveal`} className={styles.tabs} onKeyDown={onKeyDown}>
        {PANES.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${entry.id}-tab`}
            aria-controls={`${id}-${entry.id}-panel`}
            aria-selected={pane === entry.id}
            tabIndex={pane === entry.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {PANES.map((entry) => (
        <div
          key={entry.id}
          role="tabpanel"
          id={`${id}-${entry.id}-panel`}
          aria-labelledby={`${id}-${entry.id}-tab`}
          hidden={pane !== entry.id}
          className={styles.panel}
        >
          {entry.id === 'hide' ? (
            <HidePane onCheck={checkInReveal} />
          ) : (
            <RevealPane text={revealText} onTextChange={setRevealText} />
          )}
        </div>
      ))}
    </div>
  );
}
