import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FileDrop, Message } from '@toolhub/shared';
import { fitSize, formatHex, imagePixel, type Rgba } from './logic';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

/** Big photos are scaled down for drawing; a colour picker does not need 50 megapixels. */
const MAX_SIDE = 1600;
const MAX_BYTES = 40 * 1024 * 1024;

interface ImagePickerProps {
  onPick: (color: Rgba) => void;
}

async function decode(file: File): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function ImagePicker({ onPick }: ImagePickerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<{ name: string; width: number; height: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ x: 0, y: 0 });
  const [hover, setHover] = useState<Rgba | null>(null);

  const notAnImage = (name: string) => setError(`“${name}” is not an image. Choose a PNG, JPEG, WebP, GIF or similar file.`);

  async function load(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) {
      notAnImage(file.name);
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('That image is larger than 40 MB. Choose a smaller one.');
      return;
    }
    setLoading(true);
    try {
      const source = await decode(file);
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d', { willReadFrequently: true });
      if (!canvas || !ctx) throw new Error('no canvas');
      const size = fitSize(source.width, source.height, MAX_SIDE);
      if (size.width === 0) throw new Error('empty image');
      canvas.width = size.width;
      canvas.height = size.height;
      ctx.clearRect(0, 0, size.width, size.height);
      ctx.drawImage(source, 0, 0, size.width, size.height);
      setLoaded({ name: file.name, ...size });
      setCursor({ x: Math.floor(size.width / 2), y: Math.floor(size.height / 2) });
      setHover(null);
    } catch {
      setError(`“${file.name}” could not be read as an image.`);
    } finally {
      setLoading(false);
    }
  }

  function pixelAt(x: number, y: number): Rgba | null {
    const ctx = canvasRef.current?.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    try {
      const [r = 0, g = 0, b = 0, a = 255] = ctx.getImageData(x, y, 1, 1).data;
      return { r, g, b, a: a / 255 };
    } catch {
      return null;
    }
  }

  function pointToPixel(event: MouseEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return imagePixel(event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height, canvas.width, canvas.height);
  }

  function onPointerMove(event: MouseEvent<HTMLCanvasElement>) {
    const point = pointToPixel(event);
    setCursor(point);
    setHover(pixelAt(point.x, point.y));
  }

  function pick(x: number, y: number) {
    const color = pixelAt(x, y);
    if (color) onPick(color);
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (!loaded) return;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = {
        x: Math.min(loaded.width - 1, Math.max(0, cursor.x + move[0])),
        y: Math.min(loaded.height - 1, Math.max(0, cursor.y + move[1])),
      };
      setCursor(next);
      setHover(pixelAt(next.x, next.y));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(cursor.x, cursor.y);
    }
  }

  return (
    <Panel id="cp-image-title" title="Pick from an image">
      <FileDrop
        label="Choose an image (or drop one here)"
        accept="image/*"
        hint="The image stays on your device; nothing is uploaded."
        onFiles={([file]) => void load(file)}
        onRejected={([name]) => name !== undefined && notAnImage(name)}
      />
      {loading && <p role="status">Loading image…</p>}
      {error && <Message tone="error">{error}</Message>}
      <div className={styles.imageWrap} hidden={!loaded}>
        <canvas
          ref={canvasRef}
          className={styles.image}
          tabIndex={loaded ? 0 : -1}
          aria-label={
            loaded
              ? `${loaded.name}. Click a point to pick its colour, or use the arrow keys (Shift for bigger steps) and Enter.`
              : 'No image loaded'
          }
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
          onClick={(event) => {
            const point = pointToPixel(event);
            pick(point.x, point.y);
          }}
          onKeyDown={onKeyDown}
        />
        {loaded && (
          <div
            className={styles.crosshair}
            aria-hidden="true"
            style={{ left: `${((cursor.x + 0.5) / loaded.width) * 100}%`, top: `${((cursor.y + 0.5) / loaded.height) * 100}%` }}
          />
        )}
      </div>
      {loaded && (
        <p className={styles.hoverInfo} aria-live="polite">
          <span className={styles.chip} style={{ backgroundColor: hover ? formatHex(hover) : 'transparent' }} aria-hidden="true" />
          {hover ? `Under the pointer: ${formatHex(hover)}` : 'Move over the image to preview a colour.'}
        </p>
      )}
    </Panel>
  );
}
