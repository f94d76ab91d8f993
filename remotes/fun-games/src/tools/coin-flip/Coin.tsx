import type { CSSProperties } from 'react';
import type { Side } from './logic';
import styles from './styles.module.css';

interface CoinProps {
  /** Total rotation in degrees; a multiple of 360 shows heads, plus 180 shows tails. */
  angle: number;
  /** Counts flips so the toss arc replays on each one. */
  tossKey: number;
  flipping: boolean;
  animate: boolean;
  showing: Side | null;
}

/** The coin: two faces back to back, turned in 3D around its horizontal axis. */
export function Coin({ angle, tossKey, flipping, animate, showing }: CoinProps) {
  return (
    <div className={styles.stage} aria-hidden="true">
      {/* Two identical keyframe sets taken in turn restart the toss arc on every flip without
          remounting the coin, which would lose the spin transition. */}
      <div className={flipping && animate ? `${styles.toss} ${styles.tossing}` : styles.toss} data-odd={tossKey % 2 === 1}>
        <div
          className={animate ? `${styles.coin} ${styles.spinning}` : styles.coin}
          style={{ '--angle': `${angle}deg` } as CSSProperties}
          data-showing={showing ?? undefined}
        >
          <span className={`${styles.face} ${styles.heads}`}>
            <span className={styles.letter}>H</span>
            <span className={styles.word}>Heads</span>
          </span>
          <span className={`${styles.face} ${styles.tails}`}>
            <span className={styles.letter}>T</span>
            <span className={styles.word}>Tails</span>
          </span>
        </div>
      </div>
      <div className={flipping && animate ? `${styles.shadow} ${styles.shadowTossing}` : styles.shadow} data-odd={tossKey % 2 === 1} />
    </div>
  );
}
