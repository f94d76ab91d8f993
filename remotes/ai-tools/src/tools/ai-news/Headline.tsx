import { exactTime, relativeTime, type Headline } from './logic';
import styles from './styles.module.css';

interface HeadlineCardProps {
  headline: Headline;
  now: number;
}

export function HeadlineCard({ headline, now }: HeadlineCardProps) {
  const { title, link, source, publishedAt, summary, titleShortened } = headline;
  return (
    <li className={`th-card ${styles.headline}`}>
      <article>
        <h3 className={styles.title}>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {title}
            {titleShortened && <span className={styles.shortened}> (shortened)</span>}
            <span className="th-visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        <p className={styles.meta}>
          <span className={styles.source}>{source}</span>
          {publishedAt && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={publishedAt} title={exactTime(publishedAt)}>
                {relativeTime(publishedAt, now)}
              </time>
            </>
          )}
        </p>
        {summary && <p className={styles.summary}>{summary}</p>}
      </article>
    </li>
  );
}

export function HeadlineSkeleton() {
  return (
    <ul className={`th-list ${styles.list}`} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={`th-card ${styles.headline} ${styles.skeleton}`}>
          <span className={styles.bone} style={{ width: '85%' }} />
          <span className={styles.bone} style={{ width: '55%' }} />
          <span className={`${styles.bone} ${styles.boneSmall}`} style={{ width: '30%' }} />
        </li>
      ))}
    </ul>
  );
}
