import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  CheckField,
  CopyButton,
  downloadText,
  Message,
  readStored,
  Segmented,
  segmentOptions,
  SelectField,
  TextField,
  useDraft,
  writeStored,
  type ToolProps,
} from '@toolhub/shared';
import { useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import {
  COUNT_MAX,
  GENDER_LABELS,
  GENDERS,
  NAME_PART_LABELS,
  NAME_PARTS,
  namesAsCsv,
  namesAsText,
  parseCount,
  sanitizeSaved,
  shortMessage,
  toggleSaved,
  type GeneratedName,
} from './logic';
import { DEFAULT_LOCALE, LOCALE_IDS, NAME_LOCALES, loadLocale, localeById, type LoadedLocale } from './locales';
import { generateNames, localeFacts } from './names';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

export const SAVED_KEY = 'toolhub.random-name.saved';
const BATCH_DRAFT = 'random-name:batch';

const LOCALE_OPTIONS = NAME_LOCALES.map((locale) => ({ value: locale.id, label: locale.label }));
const PART_OPTIONS = segmentOptions(NAME_PARTS, NAME_PART_LABELS);
const SEX_SIGN = { female: '♀', male: '♂' } as const;

type Loaded = { id: string; locale: LoadedLocale } | { id: string; failed: true };

/** The last batch, kept as a draft so a reload shows the same names rather than new ones. */
interface StoredBatch {
  key: string;
  names: GeneratedName[];
  short: boolean;
}

function isStoredBatch(value: unknown): value is StoredBatch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.key === 'string' && Array.isArray(record.names) && record.names.every((n) => typeof n === 'object' && n !== null && typeof (n as GeneratedName).name === 'string');
}

/**
 * The host calls this when the visitor is about to open the tool (ToolModule.prepare): the names
 * of the locale a card's link opens with are then on their way, and evaluated, before the click.
 */
export function prepare(): void {
  loadLocale(DEFAULT_LOCALE).catch(() => undefined);
}

export default function RandomNameTool(_props: ToolProps) {
  const id = useId();
  const [localeId, setLocaleId] = useQueryChoice('locale', LOCALE_IDS, DEFAULT_LOCALE);
  const [part, setPart] = useQueryChoice('part', NAME_PARTS, 'full');
  const [gender, setGender] = useQueryChoice('gender', GENDERS, 'any');
  const [count, setCount] = useQueryField('count', '10');
  const [unique, setUnique] = useQueryFlag('unique', true);
  const [titles, setTitles] = useQueryFlag('titles', false);
  const [middle, setMiddle] = useQueryFlag('middle', false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useDraft<StoredBatch | null>(BATCH_DRAFT, null);
  const [saved, setSaved] = useState(() => sanitizeSaved(readStored<unknown>(SAVED_KEY, [])));
  const [saveNote, setSaveNote] = useState<string | null>(null);
  // A page rendered ahead of the click, hidden, runs no effects: its first render asks for the
  // locale's names already (loadLocale fetches each once), so the click does not start that fetch.
  useState(() => loadLocale(localeId).catch(() => undefined));

  useEffect(() => {
    let current = true;
    loadLocale(localeId).then(
      (locale) => current && setLoaded({ id: localeId, locale }),
      () => current && setLoaded({ id: localeId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [localeId, attempt]);

  const ready = loaded && loaded.id === localeId ? loaded : null;
  const locale = ready && 'locale' in ready ? ready.locale : null;
  const failed = ready !== null && 'failed' in ready;
  const facts = useMemo(() => (locale ? localeFacts(locale) : null), [locale]);
  const info = localeById(localeId) ?? NAME_LOCALES[0]!;

  const parsed = parseCount(count);
  const fullName = part === 'full';
  const key = parsed.ok ? [localeId, part, gender, parsed.count, unique, fullName && titles, fullName && middle].join('|') : '';
  const batch = stored && isStoredBatch(stored) ? stored : null;

  const wanted = parsed.ok ? parsed.count : 0;
  const batchKey = batch?.key;
  const options = useMemo(() => ({ part, gender, titles: fullName && titles, middle: fullName && middle }), [part, gender, fullName, titles, middle]);

  function draw(event?: FormEvent) {
    event?.preventDefault();
    if (!locale || wanted === 0) return;
    const next = generateNames(locale, options, wanted, unique);
    setStored({ key, names: next.names, short: next.short });
  }

  // New settings show new names as soon as the locale's names are in; a reload with the same
  // settings shows the names from before.
  useEffect(() => {
    if (!locale || wanted === 0 || batchKey === key) return;
    const next = generateNames(locale, options, wanted, unique);
    setStored({ key, names: next.names, short: next.short });
  }, [locale, key, batchKey, wanted, options, unique, setStored]);

  function toggle(name: string) {
    const next = toggleSaved(saved, name);
    setSaved(next);
    setSaveNote(writeStored(SAVED_KEY, next) ? null : 'This browser would not keep saved names (private mode or full storage); they last until you leave the page.');
  }

  function clearSaved() {
    setSaved([]);
    writeStored(SAVED_KEY, []);
  }

  const names = batch?.names ?? [];
  const stale = batch !== null && batch.key !== key;
  const noun = part === 'first' ? 'first names' : part === 'last' ? 'last names' : 'names';
  const genderHint = facts && !facts.gendered ? `${info.label} names are not split by gender here, so every name may be either.` : undefined;

  return (
    <div className="th-columns">
      <form className="th-card th-stack" onSubmit={draw} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <SelectField label="Names from" value={localeId} options={LOCALE_OPTIONS} onChange={setLocaleId} />
        <Segmented legend="Name" options={PART_OPTIONS} value={part} onChange={setPart} />
        <Segmented legend="Gender" options={segmentOptions(GENDERS, GENDER_LABELS)} value={gender} onChange={setGender} disabled={facts !== null && !facts.gendered} />
        {genderHint && <p className="th-hint">{genderHint}</p>}
        <TextField
          id={`${id}-count`}
          label="How many"
          value={count}
          onChange={setCount}
          error={parsed.ok ? undefined : parsed.message}
          inputMode="numeric"
          hint={`1 to ${COUNT_MAX}`}
        />
        {fullName && (
          <div className={styles.checks}>
            <CheckField
              label="Middle name"
              checked={middle}
              onChange={setMiddle}
              hint={facts && !facts.ownMiddleNames ? 'A second first name, as this locale has no middle-name list.' : undefined}
            />
            <CheckField label="Titles and suffixes (Dr., Jr.)" checked={titles} onChange={setTitles} />
          </div>
        )}
        <CheckField label="No repeats in a batch" checked={unique} onChange={setUnique} />
        <Button type="submit" variant="primary" disabled={!locale || !parsed.ok}>
          Generate names
        </Button>
      </form>

      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby={`${id}-result`} aria-busy={!ready || stale}>
          <div className="th-head-row">
            <h2 id={`${id}-result`}>Names</h2>
            {names.length > 0 && (
              <div className={styles.actions}>
                <CopyButton size="sm" text={() => namesAsText(names)} label={names.length > 1 ? 'Copy all' : 'Copy'} />
                <Button size="sm" onClick={() => downloadText(namesAsText(names) + '\n', 'random-names.txt')}>
                  .txt
                </Button>
                <Button size="sm" onClick={() => downloadText(namesAsCsv(names), 'random-names.csv', 'text/csv')}>
                  .csv
                </Button>
              </div>
            )}
          </div>
          {failed ? (
            <div className="th-stack">
              <Message tone="error">The {info.label} names could not be loaded. Check your connection and try again.</Message>
              <Button
                onClick={() => {
                  setLoaded(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </Button>
            </div>
          ) : !ready && names.length === 0 ? (
            <p className={styles.loading} role="status">
              Loading {info.label} names…
            </p>
          ) : null}
          {batch?.short && !stale && <Message tone="warning">{shortMessage(batch.names.length, parsed.ok ? parsed.count : batch.names.length)}</Message>}
          {names.length > 0 && (
            <output className={styles.output} aria-label={`Random ${noun}`}>
              <ol className={styles.names} lang={info.lang} dir={info.dir} data-stale={stale || undefined}>
                {names.map((entry, index) => {
                  const isSaved = saved.includes(entry.name);
                  return (
                    <li key={index}>
                      <div className={styles.row}>
                        <span className={styles.name}>{entry.name}</span>
                        {entry.sex && (
                          <span className={styles.sex} lang="en" title={entry.sex}>
                            <span aria-hidden="true">{SEX_SIGN[entry.sex]}</span>
                            <span className="th-visually-hidden">({entry.sex})</span>
                          </span>
                        )}
                        <button
                          type="button"
                          className={styles.star}
                          aria-pressed={isSaved}
                          aria-label={`Save ${entry.name}`}
                          lang="en"
                          title={isSaved ? 'Saved: press to remove' : 'Save this name'}
                          onClick={() => toggle(entry.name)}
                        >
                          {isSaved ? '★' : '☆'}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </output>
          )}
          <p className="th-visually-hidden" aria-live="polite">
            {names.length > 0 && !stale ? (names.length <= 10 ? names.map((n) => n.name).join(', ') : `${names.length} ${noun} generated.`) : ''}
          </p>
        </section>

        <section className="th-card th-stack" aria-labelledby={`${id}-saved`}>
          <div className="th-head-row">
            <h2 id={`${id}-saved`}>Saved names</h2>
            {saved.length > 0 && (
              <div className={styles.actions}>
                <CopyButton size="sm" text={() => saved.join('\n')} label="Copy saved" />
                <Button size="sm" variant="ghost" onClick={clearSaved}>
                  Clear
                </Button>
              </div>
            )}
          </div>
          {saveNote && <Message tone="warning">{saveNote}</Message>}
          {saved.length === 0 ? (
            <p className="th-hint">Press ☆ beside a name to keep it here. Saved names stay in this browser.</p>
          ) : (
            <ul className="th-tags" aria-label="Saved names">
              {saved.map((name) => (
                <li key={name} className={styles.savedItem}>
                  <span>{name}</span>
                  <button type="button" className={styles.remove} aria-label={`Remove ${name}`} onClick={() => toggle(name)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
