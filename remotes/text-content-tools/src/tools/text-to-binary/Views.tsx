import { useDeferredValue, useId, useMemo } from 'react';
import { Button, CopyButton } from '@toolhub/shared';
import { encodeText, type EncodeOptions } from './encode';
import { FORMAT_LABELS, FORMATS, type Format } from './formats';
import styles from './styles.module.css';
import sections from '../../ui/sections.module.css';
import variants from '../../ui/variants.module.css';

/** Up to this many characters every format is worked out at once (a few milliseconds). */
export const VIEWS_MAX_CHARS = 5_000;

interface Props {
  text: string;
  options: EncodeOptions;
  onPick: (format: Format) => void;
}

/** The same text in every format, each with Copy; choosing one makes it the main result. */
export function Views({ text, options, onPick }: Props) {
  const source = useDeferredValue(text);
  const headingId = useId();
  const views = useMemo(
    () => FORMATS.map((format) => ({ format, value: encodeText(source, { ...options, format, units: format === 'base32' ? 'utf8' : options.units }) })),
    [source, options],
  );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={sections.heading}>
        Every format
      </h2>
      <ul className={variants.list}>
        {views.map(({ format, value }) => (
          <li key={format} className={variants.item} data-selected={format === options.format || undefined}>
            <div className={variants.head}>
              <h3 className={variants.title}>{FORMAT_LABELS[format]}</h3>
              <span className="th-row">
                {format !== options.format && (
                  <Button size="sm" variant="ghost" onClick={() => onPick(format)} aria-label={`Show as ${FORMAT_LABELS[format]}`}>
                    Use
                  </Button>
                )}
                <CopyButton size="sm" text={value} aria-label={`Copy ${FORMAT_LABELS[format]}`} />
              </span>
            </div>
            <div className={variants.value} data-testid={`view-${format}`}>
              {value}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
