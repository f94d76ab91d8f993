import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint, Button, CheckField, Message, readStored, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import { useQueryField } from '../../forms/useQueryField';
import { CATEGORIES, type Category, type Coin } from './data/categories';
import { COINS, coinById } from './data/coins';
import {
  FIRST_YEAR,
  addPick,
  countLabel,
  currentYear,
  drawFromDeck,
  filterCoins,
  parseCategories,
  parseYearRange,
  remainingInDeck,
  sanitizeHistory,
  sanitizeSeen,
  serializeCategories,
  shareLink,
  type DeckDraw,
  type Pick,
} from './logic';
import { CoinCard } from './CoinCard';
import { Filters } from './Filters';
import { PickHistory } from './PickHistory';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const SEEN_KEY = 'toolhub.random-crypto.seen';
const HISTORY_KEY = 'toolhub.random-crypto.history';
const NO_REPEATS_KEY = 'toolhub.random-crypto.no-repeats';

const isKnown = (id: string) => coinById(id) !== undefined;

interface Opening {
  seen: string[];
  history: Pick[];
  /** The coin drawn for a visit whose link names none (or an unknown one), with its deck. */
  drawn: DeckDraw | null;
}

/** What the tool opens with: the remembered deck and picks, plus a coin when the link has none. */
function openWith(linked: Coin | undefined, poolIds: readonly string[], noRepeats: boolean): Opening {
  const seen = sanitizeSeen(readStored<unknown>(SEEN_KEY, []), isKnown);
  const history = sanitizeHistory(readStored<unknown>(HISTORY_KEY, []), isKnown);
  const drawn = linked ? null : drawFromDeck(poolIds, seen, undefined, noRepeats);
  if (!drawn) return { seen, history, drawn: null };
  return { seen: drawn.seen, history: addPick(history, { id: drawn.id, at: new Date().toISOString() }), drawn };
}

const restartNote = (count: number) => `You have seen all ${count} matching coins, so the deck starts over.`;

export default function RandomCryptoTool(_props: ToolProps) {
  const id = useId();
  const location = useLocation();
  const year = currentYear();
  const [coinParam, setCoinParam] = useQueryState('coin', '');
  const [catsParam, setCatsParam] = useQueryState('cats', '');
  const [from, setFrom] = useQueryField('from', String(FIRST_YEAR));
  const [to, setTo] = useQueryField('to', String(year));
  const [noRepeats, setNoRepeats] = useState(() => readStored<unknown>(NO_REPEATS_KEY, true) !== false);
  const [brokenLink] = useState(() => coinParam.trim() !== '' && !isKnown(coinParam.trim()));

  const categories = parseCategories(catsParam);
  const years = parseYearRange(from, to, year);
  const pool = years.ok ? filterCoins(COINS, categories, years.range) : [];
  const poolIds = pool.map((c) => c.id);
  const linked = coinById(coinParam.trim());

  // A first visit (or a link naming an unknown coin) gets its coin in the render that opens the
  // tool, so the card never shows the "pick a category" hint first; the link and the browser's
  // memory of it follow just after.
  const [opening] = useState(() => openWith(linked, poolIds, noRepeats));
  const [seen, setSeen] = useState<string[]>(opening.seen);
  const [history, setHistory] = useState<Pick[]>(opening.history);
  const [deckNote, setDeckNote] = useState<string | null>(opening.drawn?.restarted ? restartNote(pool.length) : null);
  const current = linked ?? (opening.drawn ? coinById(opening.drawn.id) : undefined);
  const canDraw = pool.length > 0;

  useEffect(() => {
    if (!opening.drawn) return;
    writeStored(SEEN_KEY, opening.seen);
    writeStored(HISTORY_KEY, opening.history);
  }, [opening]);

  // The address always names the coin on screen, so copying it from the address bar shares it too.
  // An arrival's coin is written after the tool's first paint: a change of address renders the
  // page again, which the click that opens the tool need not wait for.
  useEffect(() => {
    if (!linked && current) return afterNextPaint(() => setCoinParam(current.id));
  }, [linked, current, setCoinParam]);

  function draw() {
    const result = drawFromDeck(poolIds, seen, current?.id, noRepeats);
    if (!result) return;
    setSeen(result.seen);
    writeStored(SEEN_KEY, result.seen);
    const updated = addPick(history, { id: result.id, at: new Date().toISOString() });
    setHistory(updated);
    writeStored(HISTORY_KEY, updated);
    setDeckNote(result.restarted ? restartNote(pool.length) : null);
    setCoinParam(result.id);
  }

  function changeNoRepeats(on: boolean) {
    setNoRepeats(on);
    writeStored(NO_REPEATS_KEY, on);
  }

  function startOver() {
    const inPool = new Set(poolIds);
    const kept = seen.filter((s) => !inPool.has(s));
    setSeen(kept);
    writeStored(SEEN_KEY, kept);
    setDeckNote(null);
  }

  function clearHistory() {
    setHistory([]);
    writeStored(HISTORY_KEY, []);
  }

  const errors = years.ok ? {} : years.errors;
  const remaining = remainingInDeck(poolIds, current ? [...seen, current.id] : seen);
  const outsideFilters = current !== undefined && canDraw && !poolIds.includes(current.id);

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className={styles.main}>
        {brokenLink && <Message tone="warning">The coin in this link is not in our list, so here is a random one.</Message>}
        <section className={`th-card th-stack ${styles.result}`} aria-label="Random coin">
          {current ? (
            <CoinCard coin={current} year={year} link={shareLink(window.location.origin, location.pathname, current.id)} headingId={`${id}-coin`} />
          ) : (
            <p className="th-hint">Pick at least one category and a year range with coins in it.</p>
          )}
          <p className="th-visually-hidden" aria-live="polite">
            {current ? `${current.name}, ${current.symbol}, ${CATEGORIES[current.category].name}, launched ${current.launched}.` : ''}
          </p>
          <div className={styles.controls}>
            <Button variant="primary" onClick={draw} disabled={!canDraw}>
              {current ? 'Next coin' : 'Pick a coin'}
            </Button>
            <CheckField label="No repeats until all are shown" checked={noRepeats} onChange={changeNoRepeats} />
          </div>
          {noRepeats && canDraw && (
            <p className={`th-hint ${styles.deck}`}>
              {remaining === 0 ? 'All matching coins shown; the next pick starts over.' : `${remaining} of ${pool.length} matching coins not shown yet.`}
              {remaining < pool.length && (
                <Button size="sm" variant="ghost" onClick={startOver}>
                  Start over
                </Button>
              )}
            </p>
          )}
          {deckNote && <Message tone="info">{deckNote}</Message>}
          {outsideFilters && <p className="th-hint">This coin is outside your current filters.</p>}
        </section>
        <Message tone="warning" className={styles.advice}>
          Not financial advice. Picks are random and for learning and fun only; cryptocurrencies are volatile and can lose all their value. Do your own research.
        </Message>
      </div>

      <div className={styles.side}>
        <section className="th-card th-stack" aria-labelledby={`${id}-filters`}>
          <h2 id={`${id}-filters`} className={layout.heading}>
            Filters
          </h2>
          <Filters
            id={id}
            selected={categories}
            onCategories={(next: Category[]) => setCatsParam(serializeCategories(next))}
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            errors={errors}
          />
          {categories.length === 0 ? (
            <p className="th-field-error" role="alert">
              Pick at least one category.
            </p>
          ) : (
            years.ok && (
              <p className="th-hint" aria-live="polite">
                {countLabel(pool.length, COINS.length)}
              </p>
            )
          )}
        </section>
        <PickHistory picks={history} currentId={current?.id} onShow={setCoinParam} onClear={clearHistory} headingId={`${id}-history`} />
      </div>
    </div>
  );
}
