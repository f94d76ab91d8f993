import { useEffect, useRef, useState } from 'react';
import styles from './styles.module.css';

interface Props {
  pageNumber: number;
  /** Draws the page; answers an image URL this component then owns (and revokes), or null. */
  render: (pageNumber: number, signal: AbortSignal) => Promise<string | null>;
  /** The picture's text alternative; empty when the page is named next to it. */
  alt?: string;
  className?: string;
}

/**
 * A picture of one page, drawn only when it scrolls near the screen: a 500-page PDF draws the few
 * pages in view, not all of them. Until then (and when drawing fails) a blank sheet holds its place.
 */
export function PageThumb({ pageNumber, render, alt = '', className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    const controller = new AbortController();
    let made: string | null = null;
    const draw = () =>
      render(pageNumber, controller.signal).then(
        (image) => {
          if (controller.signal.aborted) {
            if (image) URL.revokeObjectURL(image);
            return;
          }
          made = image;
          setUrl(image);
          setFailed(image === null);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'undefined' || !element) void draw();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          void draw();
        },
        { rootMargin: '300px' },
      );
      observer.observe(element);
    }
    return () => {
      controller.abort();
      observer?.disconnect();
      if (made) URL.revokeObjectURL(made);
    };
  }, [pageNumber, render]);

  return (
    <div ref={box} className={[styles.sheet, className].filter(Boolean).join(' ')} data-state={url ? 'drawn' : failed ? 'failed' : 'waiting'}>
      {url ? <img src={url} alt={alt} className={styles.sheetImage} draggable={false} /> : alt ? <span className="th-visually-hidden">{alt}</span> : null}
    </div>
  );
}
