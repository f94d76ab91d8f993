import { useEffect, useRef } from 'react';
import type { Chunk, TextRange } from './logic';
import styles from './styles.module.css';

interface ReadAlongProps {
  text: string;
  chunk: Chunk | undefined;
  word: TextRange | null;
  labelledBy: string;
}

/** The text being read, with the current sentence shaded and the current word marked. */
export function ReadAlong({ text, chunk, word, labelledBy }: ReadAlongProps) {
  const mark = useRef<HTMLElement>(null);
  const sentence = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // jsdom and some old engines have no scrollIntoView.
    (mark.current ?? sentence.current)?.scrollIntoView?.({ block: 'nearest' });
  }, [word, chunk]);

  if (!chunk) {
    return (
      <div role="region" aria-labelledby={labelledBy} className={styles.readAlong}>
        {text}
      </div>
    );
  }
  const chunkEnd = chunk.start + chunk.text.length;
  const inside = word && word.start >= chunk.start && word.end <= chunkEnd && word.end > word.start ? word : null;

  return (
    <div role="region" aria-labelledby={labelledBy} className={styles.readAlong} data-testid="read-along">
      {text.slice(0, chunk.start)}
      <span ref={sentence} className={styles.sentence}>
        {inside ? (
          <>
            {text.slice(chunk.start, inside.start)}
            <mark ref={mark} className={styles.word}>
              {text.slice(inside.start, inside.end)}
            </mark>
            {text.slice(inside.end, chunkEnd)}
          </>
        ) : (
          text.slice(chunk.start, chunkEnd)
        )}
      </span>
      {text.slice(chunkEnd)}
    </div>
  );
}
