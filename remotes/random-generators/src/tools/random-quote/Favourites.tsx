import { Button, CopyButton } from '@toolhub/shared';
import { formatQuote, type Quote } from './logic';
import styles from './styles.module.css';

interface FavouritesProps {
  quotes: readonly Quote[];
  currentId: number;
  headingId: string;
  onShow: (quote: Quote) => void;
  onRemove: (quote: Quote) => void;
}

export function Favourites({ quotes, currentId, headingId, onShow, onRemove }: FavouritesProps) {
  return (
    <section className="th-card th-stack" aria-labelledby={headingId}>
      <div className="th-head-row">
        <h2 id={headingId}>
          Favourites{quotes.length > 0 ? ` (${quotes.length})` : ''}
        </h2>
        {quotes.length > 1 && <CopyButton size="sm" text={() => quotes.map(formatQuote).join('\n\n')} label="Copy all" />}
      </div>
      {quotes.length === 0 ? (
        <p className="th-hint">Press “Add to favourites” on a quote to keep it here. Favourites stay in this browser only.</p>
      ) : (
        <ul className="th-list">
          {quotes.map((quote) => (
            <li key={quote.id} className={styles.favourite} aria-current={quote.id === currentId ? 'true' : undefined}>
              <p className={styles.favouriteText}>
                “{quote.text}” <span className={styles.favouriteAuthor}>— {quote.author}</span>
              </p>
              <div className={styles.favouriteActions}>
                <Button size="sm" onClick={() => onShow(quote)} aria-label={`Show the quote by ${quote.author}: ${quote.text}`}>
                  Show
                </Button>
                <CopyButton size="sm" text={formatQuote(quote)} aria-label={`Copy the quote by ${quote.author}: ${quote.text}`} />
                <Button size="sm" variant="ghost" onClick={() => onRemove(quote)} aria-label={`Remove from favourites: ${quote.text}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
