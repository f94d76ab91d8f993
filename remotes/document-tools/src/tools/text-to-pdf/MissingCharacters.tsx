import { Message, formatNumber } from '@toolhub/shared';
import { describeCharacter } from './text';
import styles from './styles.module.css';

/** The characters the fonts lack, drawn as □ (text-to-pdf and word-to-pdf); nothing when there are none. */
export function MissingCharacters({ missing, count }: { missing: string[]; count: number }) {
  if (count <= 0) return null;
  const shown = missing.slice(0, 24);
  return (
    <Message tone="warning">
      {count === 1 ? '1 character' : `${formatNumber(count)} characters`} {count === 1 ? 'is' : 'are'} not in the font and{' '}
      {count === 1 ? 'is' : 'are'} shown as □:{' '}
      <span className={styles.missing}>
        {shown.map((cluster) => (
          <span key={cluster} className={styles.missingChar} title={describeCharacter(cluster)}>
            {describeCharacter(cluster)}
          </span>
        ))}
        {missing.length > shown.length ? <span>and {missing.length - shown.length} more</span> : null}
      </span>
    </Message>
  );
}
