import { useEffect, useId, useState } from 'react';
import {
  Button,
  CopyButton,
  copyText,
  Message,
  readStored,
  remainingInDeck,
  restoreDeck,
  Segmented,
  useQueryState,
  writeStored,
  type DeckState,
  type ToolProps,
} from '@toolhub/shared';
import { useQueryChoice } from '../../forms/useQueryField';
import {
  ALL_KEYS,
  CATEGORY_CHOICES,
  CATEGORY_EMOJI,
  CATEGORY_NAMES,
  DECK_KEY,
  FACTS,
  countFor,
  drawFact,
  factFromParam,
  factParam,
  factsFor,
  formatFact,
  markFactSeen,
  pushHistory,
  shareLink,
  type CategoryChoice,
  type Fact,
} from './logic';
import styles from './styles.module.css';

const CATEGORY_OPTIONS = CATEGORY_CHOICES.map((category) => ({
  value: category,
  label: `${CATEGORY_NAMES[category]} (${countFor(category)})`,
}));

type Note = { tone: 'success' | 'info' | 'warning'; text: string } | null;

function poolName(category: CategoryChoice): string {
  return category === 'all' ? 'facts in the collection' : `facts about ${CATEGORY_NAMES[category].toLowerCase()}`;
}

export default function RandomFactTool(_props: ToolProps) {
  const id = useId();
  const [fParam, setF] = useQueryState('f', '');
  const [category, setCategory] = useQueryChoice('category', CATEGORY_CHOICES, 'all');

  // The first fact: the one a shared link names, else the next unseen one of the category.
  const [boot] = useState(() => {
    const stored = restoreDeck(readStored<unknown>(DECK_KEY, null), ALL_KEYS);
    const linked = factFromParam(fParam);
    if (linked) return { fact: linked, deck: markFactSeen(stored, linked), broken: false };
    const draw = drawFact(stored, factsFor(category));
    return { fact: draw.fact, deck: draw.deck, broken: fParam !== '' };
  });
  const [deck, setDeck] = useState<DeckState>(boot.deck);
  const [history, setHistory] = useState<number[]>([boot.fact.id]);
  const [note, setNote] = useState<Note>(
    boot.broken ? { tone: 'warning', text: 'That link does not point to a fact in this collection, so here is another one.' } : null,
  );

  const current: Fact = factFromParam(fParam) ?? boot.fact;
  const pool = factsFor(category);
  const left = remainingInDeck(deck, pool.map(factParam));
  const place = history.lastIndexOf(current.id);

  useEffect(() => {
    writeStored(DECK_KEY, deck);
  }, [deck]);

  // The address always names the fact on screen, so a copied address shares it too.
  useEffect(() => {
    if (!factFromParam(fParam)) setF(factParam(boot.fact));
  }, [fParam, boot, setF]);

  function deal(nextCategory: CategoryChoice) {
    const draw = drawFact(deck, factsFor(nextCategory));
    setDeck(draw.deck);
    setHistory((past) => pushHistory(past, draw.fact.id));
    setF(factParam(draw.fact));
    setNote(draw.reshuffled ? { tone: 'info', text: `You have seen every one of the ${poolName(nextCategory)}; a new round has started.` } : null);
  }

  function changeCategory(next: CategoryChoice) {
    setCategory(next);
    deal(next);
  }

  function previous() {
    const earlier = history[place - 1];
    if (earlier === undefined) return;
    // Stepping back drops the newer facts from the trail, as a browser's Back would.
    setHistory(history.slice(0, place));
    setF(String(earlier));
    setNote(null);
  }

  async function share() {
    const url = shareLink(window.location.href, current);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'A random fact', text: formatFact(current), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const copied = await copyText(url);
    setNote(copied ? { tone: 'success', text: 'Link copied. It opens this fact for whoever you send it to.' } : { tone: 'warning', text: `Copy this link to share the fact: ${url}` });
  }

  return (
    <div className={`th-stack ${styles.tool}`}>
      <section className={`th-card th-stack ${styles.factCard}`} aria-labelledby={`${id}-fact`}>
        <h2 id={`${id}-fact`} className="th-visually-hidden">
          Random fact
        </h2>

        <figure className={styles.figure} aria-live="polite">
          <p className={styles.category}>
            <span aria-hidden="true">{CATEGORY_EMOJI[current.category]}</span> {CATEGORY_NAMES[current.category]}
          </p>
          <blockquote className={styles.fact}>
            <p>{current.text}</p>
          </blockquote>
          <figcaption className={styles.source}>
            Source: <cite>{current.source}</cite>
          </figcaption>
        </figure>

        <div className={styles.actions}>
          <Button variant="primary" onClick={() => deal(category)}>
            New fact
          </Button>
          <Button onClick={previous} disabled={place < 1}>
            Previous
          </Button>
          <CopyButton text={() => formatFact(current)} label="Copy" />
          <Button onClick={share}>Share</Button>
        </div>
        {note && <Message tone={note.tone}>{note.text}</Message>}
        <p className="th-hint">
          {left === 0
            ? `You have seen all ${pool.length} ${poolName(category)}; the next one starts a new round.`
            : `${left} of ${pool.length} ${poolName(category)} still to come before any repeats.`}
        </p>
        {/* Below the fact, so on a phone the fact is the first thing in view. */}
        <Segmented legend="Category" variant="chips" options={CATEGORY_OPTIONS} value={category} onChange={changeCategory} className={styles.categories} />
      </section>
      <p className={`th-hint ${styles.credit}`}>
        {FACTS.length} facts, each attributed to the organisation or publication named under it. Facts you have seen are remembered in this browser only.
      </p>
    </div>
  );
}
