import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint, Button, CopyButton, Message, plainOptions, SelectField, useQueryState, type ToolProps } from '@toolhub/shared';
import { useQueryBatch, useQueryChoice } from '../../forms/useQueryField';
import {
  PALETTE_MAX,
  PALETTE_MIN,
  STYLE_NAMES,
  parseLocked,
  parsePalette,
  regenerate,
  resizePalette,
  rgbToHex,
  serializeLocked,
  serializePalette,
  type ColorStyle,
  type Rgb,
} from './logic';
import { ColorCard } from './ColorCard';
import { ownsSpaceKey } from './keyboard';
import styles from './styles.module.css';

const STYLES = Object.keys(STYLE_NAMES) as ColorStyle[];
const DEFAULT_SIZE = 5;
const SIZE_OPTIONS = plainOptions(Array.from({ length: PALETTE_MAX - PALETTE_MIN + 1 }, (_, i) => String(PALETTE_MIN + i)));
const STYLE_OPTIONS = STYLES.map((s) => ({ value: s, label: STYLE_NAMES[s] }));

export default function RandomColorTool(_props: ToolProps) {
  const [colorsParam] = useQueryState('colors', '');
  const [lockedParam] = useQueryState('locked', '');
  const [style] = useQueryChoice('style', STYLES, 'any');
  const writeQuery = useQueryBatch();

  const fromLink = parsePalette(colorsParam);
  // A missing or broken palette in the link gets a fresh one, written back so the page can be shared.
  const [fallback] = useState<Rgb[]>(() => fromLink ?? resizePalette([], DEFAULT_SIZE, style));
  const [brokenLink] = useState(() => colorsParam !== '' && fromLink === null);
  const colors = fromLink ?? fallback;
  const locked = parseLocked(lockedParam, colors.length);

  const save = useCallback(
    (next: readonly Rgb[], nextLocked: readonly number[]) =>
      writeQuery({ colors: [serializePalette(next), ''], locked: [serializeLocked(nextLocked), ''] }),
    [writeQuery],
  );

  const linkReadable = fromLink !== null;
  // Written after the tool's first paint: a change of address renders the page again, which the
  // click that opens the tool need not wait for.
  useEffect(() => {
    if (!linkReadable) return afterNextPaint(() => save(fallback, []));
  }, [linkReadable, fallback, save]);

  const regenerateAll = useCallback(() => save(regenerate(colors, locked, style), locked), [colors, locked, style, save]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== ' ' || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (ownsSpaceKey(event.target)) return;
      event.preventDefault();
      regenerateAll();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [regenerateAll]);

  function toggleLock(index: number) {
    save(colors, locked.includes(index) ? locked.filter((i) => i !== index) : [...locked, index]);
  }

  /** A new style shows at once on the unlocked colours, in the same navigation as the style itself. */
  function changeStyle(next: ColorStyle) {
    writeQuery({
      style: [next, 'any'],
      colors: [serializePalette(regenerate(colors, locked, next)), ''],
      locked: [serializeLocked(locked), ''],
    });
  }

  function resize(size: number) {
    const next = resizePalette(colors, size, style);
    save(next, locked.filter((i) => i < next.length));
  }

  const allLocked = locked.length === colors.length;
  const hexList = colors.map(rgbToHex).join(', ');
  const cssVariables = colors.map((c, i) => `--color-${i + 1}: ${rgbToHex(c)};`).join('\n');

  return (
    <div className={styles.tool}>
      <section className={`th-card ${styles.toolbar}`} aria-label="Palette controls">
        <SelectField label="Colours" value={String(colors.length)} options={SIZE_OPTIONS} onChange={(n) => resize(Number(n))} />
        <SelectField label="Style" value={style} options={STYLE_OPTIONS} onChange={changeStyle} />
        <div className={styles.actions}>
          <Button variant="primary" onClick={regenerateAll} disabled={allLocked} aria-keyshortcuts="Space">
            Regenerate
          </Button>
          <CopyButton text={hexList} label="Copy HEX list" />
          <CopyButton text={cssVariables} label="Copy as CSS" />
        </div>
        <p className={`th-hint ${styles.shortcut}`}>
          Press <kbd>Space</kbd> to regenerate, lock the colours you like to keep them, and click any value to copy it.
        </p>
      </section>

      {brokenLink && <Message tone="warning">The palette in this link could not be read, so here is a new one.</Message>}
      {allLocked && <Message tone="info">Every colour is locked. Unlock one to regenerate it.</Message>}

      <h2 className="th-visually-hidden">Palette</h2>
      <p className="th-visually-hidden" aria-live="polite">
        Palette: {hexList}
      </p>
      <ul className={styles.palette} aria-label="Palette">
        {colors.map((color, i) => (
          <ColorCard key={i} color={color} position={i + 1} locked={locked.includes(i)} onToggleLock={() => toggleLock(i)} />
        ))}
      </ul>
      <p className="th-hint">
        Contrast follows WCAG 2: AA needs 4.5:1 for normal text and 3:1 for large text (AA Large), AAA needs 7:1.
      </p>
    </div>
  );
}
