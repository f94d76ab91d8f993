import { CopyButton } from '@toolhub/shared';
import { BLACK, WHITE, contrastRatio, formatHsl, formatRatio, formatRgb, rgbToHex, wcagRating, type Rgb } from './logic';
import styles from './styles.module.css';

interface ColorCardProps {
  color: Rgb;
  position: number;
  locked: boolean;
  onToggleLock: () => void;
}

export function ColorCard({ color, position, locked, onToggleLock }: ColorCardProps) {
  const hex = rgbToHex(color);
  const onWhite = contrastRatio(color, WHITE);
  const onBlack = contrastRatio(color, BLACK);
  const formats: Array<[string, string]> = [
    ['HEX', hex],
    ['RGB', formatRgb(color)],
    ['HSL', formatHsl(color)],
  ];
  return (
    <li className={styles.card} aria-label={`Colour ${position}: ${hex}${locked ? ', locked' : ''}`}>
      <div className={styles.swatch} style={{ background: hex, color: onBlack >= onWhite ? '#000' : '#fff' }}>
        <span className={styles.swatchHex}>{hex}</span>
        <button
          type="button"
          className={`th-btn ${styles.lock}`}
          data-size="sm"
          aria-pressed={locked}
          aria-label={`Lock colour ${position}`}
          title={locked ? 'Locked: kept when regenerating' : 'Lock to keep when regenerating'}
          onClick={onToggleLock}
        >
          <span aria-hidden="true">{locked ? '🔒' : '🔓'}</span>
          <span className={styles.lockText}>Lock</span>
        </button>
      </div>
      <dl className={styles.formats}>
        {formats.map(([name, value]) => (
          <div key={name} className={styles.format}>
            <dt>{name}</dt>
            <dd>
              <CopyButton
                size="sm"
                variant="ghost"
                className={styles.value}
                text={value}
                label={value}
                title={`Copy ${name}`}
                aria-label={`Copy ${name} of colour ${position}: ${value}`}
              />
            </dd>
          </div>
        ))}
      </dl>
      <dl className={styles.contrast}>
        {(
          [
            ['On white', onWhite, '#fff'],
            ['On black', onBlack, '#000'],
          ] as const
        ).map(([name, ratio, background]) => {
          const rating = wcagRating(ratio);
          return (
            <div key={name} className={styles.contrastItem}>
              <dt>{name}</dt>
              <dd>
                <span className={styles.sample} style={{ background, color: hex }} aria-hidden="true">
                  Aa
                </span>
                <span className={styles.ratio}>{formatRatio(ratio)}</span>
                <span className={styles.rating} data-pass={rating !== 'Fail'}>
                  {rating}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
