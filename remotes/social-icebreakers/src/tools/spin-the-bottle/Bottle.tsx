import type { Ref } from 'react';
import styles from './styles.module.css';

/** The bottle, neck up at 0°; decorative (the result is announced in text). */
export function Bottle({ ref, rotation }: { ref: Ref<HTMLDivElement>; rotation: number }) {
  return (
    <div ref={ref} className={styles.bottle} style={{ transform: `rotate(${rotation}deg)` }} aria-hidden="true">
      <svg viewBox="0 0 60 200" width="100%" height="100%" focusable="false">
        <defs>
          <linearGradient id="stb-glass" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#0f5132" />
            <stop offset="0.35" stopColor="#2f9e5f" />
            <stop offset="0.55" stopColor="#6fd39a" />
            <stop offset="1" stopColor="#0f5132" />
          </linearGradient>
        </defs>
        <rect x="22" y="4" width="16" height="10" rx="3" fill="#c08a2d" />
        <path
          d="M24 14 h12 v38 c0 10 20 22 20 44 v92 c0 6 -4 10 -10 10 h-32 c-6 0 -10 -4 -10 -10 v-92 c0 -22 20 -34 20 -44 z"
          fill="url(#stb-glass)"
          stroke="#0b3d26"
          strokeWidth="2"
        />
        <rect x="8" y="112" width="44" height="44" rx="4" fill="#f4ecd8" opacity="0.92" />
        <path d="M14 128 h32 M14 138 h24" stroke="#8a5a00" strokeWidth="3" strokeLinecap="round" />
        <path d="M15 100 c2 -8 6 -14 10 -18" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}
