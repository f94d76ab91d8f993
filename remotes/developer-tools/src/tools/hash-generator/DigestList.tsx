import { CopyButton } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { ALGORITHMS, algorithmName, formatDigest, type AlgorithmId, type Comparison, type Digest, type OutputFormat } from './logic';
import styles from './styles.module.css';

interface DigestListProps {
  digests: Digest[];
  format: OutputFormat;
  hmac: boolean;
  comparison: Comparison;
  labelledBy: string;
}

function isWeak(id: AlgorithmId): boolean {
  return ALGORITHMS.find((algorithm) => algorithm.id === id)?.weak ?? false;
}

export function DigestList({ digests, format, hmac, comparison, labelledBy }: DigestListProps) {
  const lines = digests.map((d) => `${algorithmName(d.id, hmac)}: ${formatDigest(d.bytes, format)}`).join('\n');
  return (
    <div className="th-stack">
      <ul className={styles.digests} aria-labelledby={labelledBy}>
        {digests.map((d) => {
          const name = algorithmName(d.id, hmac);
          const text = formatDigest(d.bytes, format);
          const matched = comparison.kind === 'match' && comparison.id === d.id;
          return (
            <li key={d.id} className={`${styles.digest} ${matched ? styles.matched : ''}`}>
              <span className={styles.digestName}>
                {name}
                {isWeak(d.id) && !hmac && <span className={styles.weak}>not for security</span>}
                {matched && <span className={styles.matchTag}>✓ matches</span>}
              </span>
              <code className={ui.mono}>{text}</code>
              <CopyButton size="sm" variant="ghost" text={text} label="Copy" aria-label={`Copy ${name}`} />
            </li>
          );
        })}
      </ul>
      {digests.length > 1 && (
        <div>
          <CopyButton size="sm" text={lines} label="Copy all" />
        </div>
      )}
      {digests.some((d) => isWeak(d.id)) && (
        <p className="th-hint">
          MD5 and SHA-1 are broken against deliberate collisions: use them only to spot accidental changes, never for
          passwords, signatures or security checks.
        </p>
      )}
    </div>
  );
}
