import { useState, type PointerEvent } from 'react';
import { Segmented, SliderField } from '@toolhub/shared';
import { useObjectUrl } from '../../ui/useObjectUrl';
import styles from './styles.module.css';

/** An image shown from a Blob: its object URL lives exactly as long as the element. */
function BlobImage({ blob, className, alt, width }: { blob: Blob; className?: string; alt: string; width?: number }) {
  const image = useObjectUrl<HTMLImageElement>(blob);
  return <img ref={image} className={className} alt={alt} decoding="async" draggable={false} style={width ? { width: `${width}px`, maxWidth: 'none' } : undefined} />;
}

interface CompareProps {
  original: Blob;
  compressed: Blob | null;
  /** The picture's size, for the 100% view. */
  width: number | null;
}

/** Before and after on top of each other, split by a divider the slider (or a drag) moves. */
export function Compare({ original, compressed, width }: CompareProps) {
  const [position, setPosition] = useState(50);
  const [zoom, setZoom] = useState<'fit' | 'actual'>('fit');
  const actual = zoom === 'actual' && width ? width : undefined;

  function drag(event: PointerEvent<HTMLDivElement>) {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    setPosition(Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))));
  }

  return (
    <div className="th-stack">
      <div className={styles.viewport} data-zoom={zoom}>
        <div className={styles.stage} onPointerDown={drag} onPointerMove={drag}>
          <BlobImage blob={original} className={styles.image} alt="The original" width={actual} />
          {compressed && (
            <div className={styles.after} style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
              <BlobImage blob={compressed} className={styles.image} alt="The compressed version" width={actual} />
            </div>
          )}
          {compressed && <div className={styles.divider} style={{ left: `${position}%` }} aria-hidden="true" />}
          <span className={`${styles.tag} ${styles.tagBefore}`} aria-hidden="true">
            Original
          </span>
          {compressed && (
            <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
              Compressed
            </span>
          )}
        </div>
      </div>
      <div className="th-columns">
        <SliderField
          label="Divider (left: original, right: compressed)"
          shown={`${position}%`}
          min={0}
          max={100}
          value={position}
          disabled={!compressed}
          onValue={setPosition}
        />
        <Segmented
          legend="Zoom"
          options={[
            { value: 'fit', label: 'Fit' },
            { value: 'actual', label: '100%' },
          ]}
          value={zoom}
          onChange={setZoom}
        />
      </div>
    </div>
  );
}
