import { useDeferredValue, useMemo } from 'react';
import { Button, CopyButton, previewOf } from '@toolhub/shared';
import { LIST_FULL_CHARS, LIST_PREVIEW_CHARS } from './convert';
import { CASE_MODES, convertAll, type CaseLanguage, type CaseMode } from './logic';
import sections from '../../ui/sections.module.css';
import variants from '../../ui/variants.module.css';

interface Props {
  title: string;
  text: string;
  language: CaseLanguage;
  mode: CaseMode;
  onPick: (mode: CaseMode) => void;
}

/**
 * Every case at once. A short text is converted whole, with a Copy button per case; a long one
 * only by its start, as a preview, and picking a case converts all of it in the result above.
 */
export function CaseList({ title, text, language, mode, onPick }: Props) {
  const whole = text.length <= LIST_FULL_CHARS;
  // Slicing is cheap; converting even 20,000 characters ten ways waits until typing pauses.
  const source = useDeferredValue(whole ? text : previewOf(text, LIST_PREVIEW_CHARS).shown);
  const results = useMemo(() => convertAll(source, language), [source, language]);
  const empty = source === '';

  return (
    <section aria-label={title}>
      <h2 className={sections.heading}>Every case</h2>
      {!whole && (
        <p className="th-hint">
          Long text: each case shows how it starts. Choose one to convert all of it above, where Copy and Download use the whole result.
        </p>
      )}
      <ul className={variants.list}>
        {CASE_MODES.map((entry) => (
          <li key={entry.id} className={variants.item} data-selected={entry.id === mode || undefined}>
            <div className={variants.head}>
              <h3 className={variants.title}>{entry.label}</h3>
              {whole ? (
                <CopyButton text={results[entry.id]} size="sm" aria-label={`Copy ${entry.label}`} disabled={empty} />
              ) : (
                <Button size="sm" aria-label={`Convert all to ${entry.label}`} disabled={entry.id === mode} onClick={() => onPick(entry.id)}>
                  Choose
                </Button>
              )}
            </div>
            <div className={variants.value} data-testid={`result-${entry.id}`}>
              {empty ? '—' : whole ? results[entry.id] : `${results[entry.id]}…`}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
