import { CopyButton } from '@toolhub/shared';
import styles from './styles.module.css';

/**
 * Digits and symbols get their own colour so 0/O-style mix-ups are easier to spot when retyping.
 * Passphrase separators are left plain: colouring every hyphen would only add noise.
 */
function Highlighted({ text, symbols }: { text: string; symbols: boolean }) {
  return (
    <>
      {[...text].map((ch, i) => {
        const kind = /[0-9]/.test(ch) ? 'digit' : symbols && !/[A-Za-z]/.test(ch) ? 'symbol' : undefined;
        return kind ? (
          <span key={i} data-kind={kind}>
            {ch}
          </span>
        ) : (
          ch
        );
      })}
    </>
  );
}

export function PasswordList({ passwords, noun }: { passwords: readonly string[]; noun: string }) {
  return (
    <ul className={`th-list ${styles.results}`} aria-live={passwords.length === 1 ? 'polite' : 'off'} aria-label={`Generated ${noun}s`}>
      {passwords.map((password, i) => (
        <li key={i} className={styles.result}>
          <code className={styles.password}>
            <Highlighted text={password} symbols={noun === 'password'} />
          </code>
          <CopyButton text={password} size="sm" label="Copy" aria-label={passwords.length > 1 ? `Copy ${noun} ${i + 1}` : `Copy ${noun}`} />
        </li>
      ))}
    </ul>
  );
}
