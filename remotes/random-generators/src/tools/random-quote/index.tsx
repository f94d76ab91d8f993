import { useEffect, useId, useState } from 'react';
import { Button, CopyButton, copyText, Message, readStored, SelectField, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import { useQueryChoice } from '../../forms/useQueryField';
import {
  ALL_QUOTES,
  FAVOURITES_KEY,
  SEEN_KEY,
  TOPIC_CHOICES,
  dealNext,
  favouriteQuotes,
  formatQuote,
  linkParam,
  markSeen,
  quoteFromLink,
  quotesFor,
  sanitizeIds,
  shareLink,
  toggleFavourite,
  topicName,
  unseenCount,
  type Quote,
  type TopicChoice,
} from './logic';
import { Favourites } from './Favourites';
import styles from './styles.module.css';

const TOPIC_OPTIONS = TOPIC_CHOICES.map((choice) => ({ value: choice, label: `${topicName(choice)} (${quotesFor(choice).length})` }));

type Note = { tone: 'success' | 'info' | 'warning'; text: string } | null;

export default function RandomQuoteTool(_props: ToolProps) {
  const id = useId();
  const [qParam, setQ] = useQueryState('q', '');
  const [topic, setTopic] = useQueryChoice('topic', TOPIC_CHOICES, 'all');

  // The first quote: the one a shared link names, else the next unseen one of the topic.
  const [boot] = useState(() => {
    const stored = sanitizeIds(readStored<unknown>(SEEN_KEY, []));
    const linked = quoteFromLink(qParam);
    if (linked) return { quote: linked, seen: markSeen(stored, linked.id), brokenLink: false };
    return { ...dealNext(quotesFor(topic), stored, null), brokenLink: qParam !== '' };
  });
  const [seen, setSeen] = useState(boot.seen);
  const [favourites, setFavourites] = useState(() => sanitizeIds(readStored<unknown>(FAVOURITES_KEY, [])));
  const [note, setNote] = useState<Note>(
    boot.brokenLink ? { tone: 'warning', text: 'That link does not point to a quote in this collection, so here is another one.' } : null,
  );

  const current = quoteFromLink(qParam) ?? boot.quote;
  const pool = quotesFor(topic);
  const left = unseenCount(pool, seen);
  const isFavourite = favourites.includes(current.id);

  useEffect(() => {
    writeStored(SEEN_KEY, seen);
  }, [seen]);

  // The address always names the quote on screen, so copying it from the address bar shares it too.
  useEffect(() => {
    if (!quoteFromLink(qParam)) setQ(linkParam(boot.quote));
  }, [qParam, boot, setQ]);

  function deal(nextTopic: TopicChoice) {
    const next = dealNext(quotesFor(nextTopic), seen, current.id);
    setSeen(next.seen);
    setQ(linkParam(next.quote));
    setNote(null);
  }

  function changeTopic(next: TopicChoice) {
    setTopic(next);
    deal(next);
  }

  function show(quote: Quote) {
    setSeen(markSeen(seen, quote.id));
    setQ(linkParam(quote));
    setNote(null);
  }

  function saveFavourites(next: number[]) {
    setFavourites(next);
    if (!writeStored(FAVOURITES_KEY, next)) {
      setNote({ tone: 'warning', text: 'This browser would not save favourites (private mode or full storage); they last until you leave the page.' });
    }
  }

  async function share() {
    const url = shareLink(window.location.href, current);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `A quote by ${current.author}`, text: formatQuote(current), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const copied = await copyText(url);
    setNote(copied ? { tone: 'success', text: 'Link copied. It opens this quote for whoever you send it to.' } : { tone: 'warning', text: `Copy this link to share the quote: ${url}` });
  }

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className={styles.main}>
        <section className={`th-card th-stack ${styles.quoteCard}`} aria-labelledby={`${id}-quote`}>
          <div className="th-head-row">
            <h2 id={`${id}-quote`} className="th-visually-hidden">
              Quote
            </h2>
            <SelectField label="Topic" className={styles.topic} value={topic} options={TOPIC_OPTIONS} onChange={changeTopic} />
          </div>

          <figure className={styles.figure} aria-live="polite">
            <blockquote className={styles.quote}>
              <p>{current.text}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.author}>
                — {current.author} <span className={styles.years}>({current.years})</span>
              </span>
              <cite className={styles.source}>{current.source}</cite>
            </figcaption>
          </figure>
          <ul className={`th-tags ${styles.tags}`} aria-label="Topics of this quote">
            {current.topics.map((t) => (
              <li key={t}>{topicName(t)}</li>
            ))}
          </ul>

          <div className={styles.actions}>
            <Button variant="primary" onClick={() => deal(topic)}>
              New quote
            </Button>
            <CopyButton text={formatQuote(current)} label="Copy" />
            <Button onClick={share}>Share</Button>
            <Button onClick={() => saveFavourites(toggleFavourite(favourites, current.id))}>
              {isFavourite ? '★ Remove from favourites' : '☆ Add to favourites'}
            </Button>
          </div>
          {note && <Message tone={note.tone}>{note.text}</Message>}
          <p className="th-hint">
            {left === 0
              ? `You have seen all ${pool.length} quotes ${topic === 'all' ? 'in the collection' : `about ${topic}`}; the next one starts a new round.`
              : `${left} of ${pool.length} quotes ${topic === 'all' ? 'in the collection' : `about ${topic}`} still to come before any repeats.`}
          </p>
        </section>
      </div>

      <Favourites
        quotes={favouriteQuotes(favourites)}
        currentId={current.id}
        headingId={`${id}-favourites`}
        onShow={show}
        onRemove={(quote) => saveFavourites(toggleFavourite(favourites, quote.id))}
      />
      <p className={`th-hint ${styles.credit}`}>
        {ALL_QUOTES.length} public-domain quotes from writers, thinkers and texts of the past, each with its source.
      </p>
    </div>
  );
}
