import { CopyButton } from '@toolhub/shared';
import { CATEGORIES, type Coin } from './data/categories';
import { coinText, yearsSince } from './logic';
import styles from './styles.module.css';

interface CoinCardProps {
  coin: Coin;
  year: number;
  link: string;
  headingId: string;
}

export function CoinCard({ coin, year, link, headingId }: CoinCardProps) {
  return (
    <article className={styles.coin} aria-labelledby={headingId}>
      <div className={styles.coinHead}>
        <span className={styles.badge} data-long={coin.symbol.length > 5} aria-hidden="true">
          {coin.symbol}
        </span>
        <div className={styles.coinTitle}>
          <h2 id={headingId} className={styles.coinName}>
            {coin.name}
          </h2>
          <p className={styles.symbol}>
            <span className="th-visually-hidden">Ticker symbol </span>
            {coin.symbol}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Category</dt>
          <dd>
            <span className={styles.chip} data-category={coin.category}>
              {CATEGORIES[coin.category].name}
            </span>
          </dd>
        </div>
        <div>
          <dt>Launched</dt>
          <dd>
            {coin.launched} <span className={styles.muted}>({yearsSince(coin.launched, year)})</span>
          </dd>
        </div>
      </dl>
      <p className={styles.description}>{coin.description}</p>
      <div className={styles.actions}>
        <CopyButton size="sm" text={coinText(coin)} label="Copy" aria-label={`Copy facts about ${coin.name}`} />
        <CopyButton size="sm" text={link} label="Copy share link" />
      </div>
    </article>
  );
}
