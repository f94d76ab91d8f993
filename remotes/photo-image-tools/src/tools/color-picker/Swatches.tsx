import { useState } from 'react';
import { Button, readStored, writeStored } from '@toolhub/shared';
import { formatHex, parseColor, type Rgba } from './logic';
import { addSwatch, removeSwatch, sanitizeSwatches } from './swatches';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

const STORAGE_KEY = 'toolhub:color-picker:swatches';

export function Swatches({ current, onLoad }: { current: Rgba; onLoad: (color: Rgba) => void }) {
  const [swatches, setSwatches] = useState<string[]>(() => sanitizeSwatches(readStored<unknown>(STORAGE_KEY, [])));
  const [saveFailed, setSaveFailed] = useState(false);
  const currentHex = formatHex(current);

  function update(next: string[]) {
    setSwatches(next);
    setSaveFailed(!writeStored(STORAGE_KEY, next));
  }

  function load(hex: string) {
    const parsed = parseColor('hex', hex);
    if (parsed.ok) onLoad(parsed.color);
  }

  return (
    <Panel
      id="cp-swatches-title"
      title="Saved swatches"
      actions={
        <Button size="sm" variant="primary" onClick={() => update(addSwatch(swatches, currentHex))}>
          + Save {currentHex}
        </Button>
      }
    >
      {swatches.length === 0 ? (
        <p className="th-hint">No swatches yet. Save colours you like; they stay in this browser.</p>
      ) : (
        <ul className={`th-tags ${styles.swatches}`}>
          {swatches.map((hex) => (
            <li key={hex} className={styles.swatchItem}>
              <button
                type="button"
                className={styles.swatch}
                aria-label={`Load ${hex}`}
                aria-current={hex === currentHex ? 'true' : undefined}
                title={hex}
                onClick={() => load(hex)}
              >
                <span className={styles.swatchColor} style={{ backgroundColor: hex }} />
              </button>
              <button
                type="button"
                className={styles.swatchRemove}
                aria-label={`Remove ${hex}`}
                onClick={() => update(removeSwatch(swatches, hex))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {saveFailed && <p className="th-hint">This browser is not keeping swatches (storage is off or full).</p>}
    </Panel>
  );
}
