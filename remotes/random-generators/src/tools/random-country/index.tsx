import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  CheckField,
  CopyButton,
  formatNumber,
  Message,
  remainingInDeck,
  restoreDeck,
  Segmented,
  segmentOptions,
  SelectField,
  TextField,
  useDraft,
  useQueryState,
  type DeckState,
  type ToolProps,
} from '@toolhub/shared';
import { useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import {
  COUNT_MAX,
  POPULATION_LABELS,
  POPULATIONS,
  REGION_LABELS,
  REGIONS,
  countryAsText,
  dealCountries,
  describePool,
  filterCountries,
  formatCoordinates,
  formatCurrency,
  formatPopulation,
  parseCount,
  placeLine,
  shortfall,
  subregionsOf,
  type Country,
} from './logic';
import { loadCountries } from './data';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const SHOWN_DRAFT = 'random-country:shown';
const DECK_DRAFT = 'random-country:deck';

const REGION_OPTIONS = segmentOptions(REGIONS, REGION_LABELS);
const POPULATION_OPTIONS = POPULATIONS.map((value) => ({ value, label: POPULATION_LABELS[value] }));

type Loaded = { countries: Country[] } | { failed: true };

interface Shown {
  key: string;
  codes: string[];
}

function isShown(value: unknown): value is Shown {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.key === 'string' && Array.isArray(record.codes) && record.codes.every((code) => typeof code === 'string');
}

/**
 * The host calls this when the visitor is about to open the tool (ToolModule.prepare): the
 * country table is then on its way before the click, instead of after it (the page loads it from
 * an effect, which a page rendered ahead of the click does not run).
 */
export function prepare(): void {
  loadCountries().catch(() => undefined);
}

export default function RandomCountryTool(_props: ToolProps) {
  const id = useId();
  const [region, setRegion] = useQueryChoice('region', REGIONS, 'any');
  const [subregion, setSubregion] = useQueryState('sub', 'any');
  const [population, setPopulation] = useQueryChoice('pop', POPULATIONS, 'any');
  const [count, setCount] = useQueryField('count', '1');
  const [noRepeat, setNoRepeat] = useQueryFlag('norepeat', true);
  const [quiz, setQuiz] = useQueryFlag('quiz', false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [shownDraft, setShown] = useDraft<Shown | null>(SHOWN_DRAFT, null);
  // The no-repeat deck: the countries shown this round, kept in this browser across visits.
  const [storedDeck, setDeck] = useDraft<DeckState | null>(DECK_DRAFT, null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadCountries().then(
      (countries) => {
        if (!current) return;
        setLoaded({ countries });
      },
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const countries = loaded && 'countries' in loaded ? loaded.countries : null;
  const byCode = useMemo(() => new Map((countries ?? []).map((c) => [c.code, c])), [countries]);
  const subregions = useMemo(() => (countries ? subregionsOf(countries, region) : []), [countries, region]);
  const subregionOptions = useMemo(() => [{ value: 'any', label: 'Any subregion' }, ...subregions.map((s) => ({ value: s, label: s }))], [subregions]);
  const activeSubregion = subregions.includes(subregion) ? subregion : 'any';
  const pool = useMemo(
    () => (countries ? filterCountries(countries, { region, subregion: activeSubregion, population }) : null),
    [countries, region, activeSubregion, population],
  );
  const poolCodes = useMemo(() => (pool ?? []).map((c) => c.code), [pool]);
  const allCodes = useMemo(() => (countries ?? []).map((c) => c.code), [countries]);
  const deck = useMemo(() => restoreDeck(storedDeck, allCodes), [storedDeck, allCodes]);

  const parsed = parseCount(count);
  const wanted = parsed.ok ? parsed.count : 0;
  const key = parsed.ok ? [region, activeSubregion, population, wanted, noRepeat].join('|') : '';
  const shown = shownDraft && isShown(shownDraft) ? shownDraft : null;
  const shownKey = shown?.key;

  function deal(event?: FormEvent) {
    event?.preventDefault();
    if (!pool || wanted === 0 || poolCodes.length === 0) return;
    const next = dealCountries(poolCodes, wanted, deck, noRepeat);
    if (noRepeat) setDeck(next.deck);
    setNote(next.reshuffled ? 'You have seen every country in this selection, so a new round has begun.' : null);
    setRevealed(new Set());
    setShown({ key, codes: next.codes });
  }

  // New filters show new countries at once; a reload with the same filters shows the same ones.
  useEffect(() => {
    if (!pool || wanted === 0 || poolCodes.length === 0 || shownKey === key) return;
    const next = dealCountries(poolCodes, wanted, deck, noRepeat);
    if (noRepeat) setDeck(next.deck);
    setShown({ key, codes: next.codes });
  }, [pool, poolCodes, wanted, key, shownKey, deck, noRepeat, setShown, setDeck]);

  function startOver() {
    setDeck(null);
    setNote(null);
  }

  const cards = (shown?.codes ?? []).map((code) => byCode.get(code)).filter((c): c is Country => c !== undefined);
  const stale = shown !== null && shown.key !== key;
  const problem = pool && parsed.ok ? shortfall(pool.length, wanted) : null;
  const remaining = pool ? remainingInDeck(deck, poolCodes) : 0;

  return (
    <div className="th-columns">
      <form className="th-card th-stack" onSubmit={deal} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <Segmented legend="Region" variant="chips" options={REGION_OPTIONS} value={region} onChange={setRegion} />
        <SelectField label="Subregion" value={activeSubregion} options={subregionOptions} onChange={setSubregion} disabled={subregions.length === 0} />
        <SelectField label="Population" value={population} options={POPULATION_OPTIONS} onChange={setPopulation} />
        <TextField
          id={`${id}-count`}
          label="How many"
          value={count}
          onChange={setCount}
          error={parsed.ok ? undefined : parsed.message}
          inputMode="numeric"
          hint={`1 to ${COUNT_MAX}`}
        />
        <CheckField label="No repeats until every country is shown" checked={noRepeat} onChange={setNoRepeat} />
        <CheckField label="Quiz: hide the name until I reveal it" checked={quiz} onChange={setQuiz} />
        <p className="th-hint" aria-live="polite">
          {pool ? describePool(pool.length) : ''}
          {pool && noRepeat && pool.length > 0 ? ` ${formatNumber(remaining)} not shown yet this round.` : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!pool || !parsed.ok || poolCodes.length === 0}>
            {wanted > 1 ? 'New countries' : 'New country'}
          </Button>
          {noRepeat && deck.seen.length > 0 && (
            <Button variant="ghost" onClick={startOver}>
              Start over
            </Button>
          )}
        </div>
      </form>

      <section className="th-card th-stack" aria-labelledby={`${id}-result`} aria-busy={!loaded || stale}>
        <div className="th-head-row">
          <h2 id={`${id}-result`}>{cards.length > 1 ? 'Countries' : 'Country'}</h2>
          {cards.length > 1 && (!quiz || cards.every((c) => revealed.has(c.code))) && (
            <CopyButton size="sm" text={() => cards.map(countryAsText).join('\n\n')} label="Copy all" />
          )}
        </div>
        {!loaded ? (
          <p className={styles.loading} role="status">
            Loading countries…
          </p>
        ) : 'failed' in loaded ? (
          <div className="th-stack">
            <Message tone="error">The country list could not be loaded. Check your connection and try again.</Message>
            <Button
              onClick={() => {
                setLoaded(null);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        ) : null}
        {note && <Message tone="info">{note}</Message>}
        {problem && <Message tone={pool && pool.length === 0 ? 'warning' : 'info'}>{problem}</Message>}
        {cards.length > 0 && (
          <output className={styles.cards} aria-label="Random countries" data-stale={stale || undefined}>
            {cards.map((country, index) => {
              const hidden = quiz && !revealed.has(country.code);
              return (
                <article key={country.code} className={styles.card} aria-labelledby={`${id}-c${index}`}>
                  <div className={styles.flagRow}>
                    <span className={styles.flag} role="img" aria-label={hidden ? 'Flag' : `Flag of ${country.name}`}>
                      {country.flag}
                    </span>
                    <div className={styles.title}>
                      <h3 id={`${id}-c${index}`}>{hidden ? `Country ${index + 1}` : country.name}</h3>
                      {!hidden && country.native && country.native !== country.name && <p className={styles.native}>{country.native}</p>}
                    </div>
                  </div>
                  <dl className={styles.facts}>
                    <div>
                      <dt>Region</dt>
                      <dd>{placeLine(country)}</dd>
                    </div>
                    <div>
                      <dt>Population</dt>
                      <dd>{formatPopulation(country.population)}</dd>
                    </div>
                    {!hidden && (
                      <>
                        <div>
                          <dt>Capital</dt>
                          <dd>{country.capital || 'None'}</dd>
                        </div>
                        <div>
                          <dt>Currency</dt>
                          <dd>{formatCurrency(country.currency)}</dd>
                        </div>
                        {country.demonym && (
                          <div>
                            <dt>People</dt>
                            <dd>{country.demonym}</dd>
                          </div>
                        )}
                        <div>
                          <dt>Codes</dt>
                          <dd>
                            <span className="th-mono">
                              {country.code} · {country.code3}
                            </span>
                            {country.phone && ` · ${country.phone}`}
                            {country.tld && ` · ${country.tld}`}
                          </dd>
                        </div>
                        <div>
                          <dt>Location</dt>
                          <dd>
                            {formatCoordinates(country.lat, country.lng)}
                            {country.lat !== null && country.lng !== null && (
                              <>
                                {' · '}
                                <a
                                  href={`https://www.openstreetmap.org/?mlat=${country.lat}&mlon=${country.lng}#map=5/${country.lat}/${country.lng}`}
                                  target="_blank"
                                  rel="noopener noreferrer"
                                >
                                  Map<span className="th-visually-hidden"> of {country.name} on OpenStreetMap (opens in a new tab)</span>
                                </a>
                              </>
                            )}
                          </dd>
                        </div>
                      </>
                    )}
                  </dl>
                  <div className={styles.actions}>
                    {hidden ? (
                      <Button size="sm" variant="primary" onClick={() => setRevealed(new Set([...revealed, country.code]))}>
                        Reveal country {index + 1}
                      </Button>
                    ) : (
                      <CopyButton size="sm" text={() => countryAsText(country)} label="Copy" aria-label={`Copy ${country.name}`} />
                    )}
                  </div>
                </article>
              );
            })}
          </output>
        )}
        <p className="th-visually-hidden" aria-live="polite">
          {cards.length > 0 && !stale ? (quiz ? `${cards.length} hidden ${cards.length === 1 ? 'country' : 'countries'} drawn.` : cards.map((c) => c.name).join(', ')) : ''}
        </p>
        <p className={`th-hint ${styles.source}`}>
          Data: Countries States Cities Database (dr5hn), ODbL 1.0. Populations are recent estimates.
        </p>
      </section>
    </div>
  );
}
