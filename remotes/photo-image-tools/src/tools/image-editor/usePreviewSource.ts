import { useEffect, useRef, useState } from 'react';
import type { OpenedImage } from './decode';
import { fitScale, type Rect } from './geometry';
import { PREVIEW_MAX_SIDE } from './logic';
import type { SourceImage } from './render';

const covers = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/**
 * The picture the preview draws from. Normally the downscaled whole image; after a tight crop,
 * a sharper copy of just the cropped part, so zooming in by cropping does not look blurry.
 */
export function usePreviewSource(image: OpenedImage | null, source: Rect): SourceImage | null {
  // The sharper copy remembers its image: once another image is opened it is closed and not used.
  const [detail, setDetail] = useState<{ of: OpenedImage; source: SourceImage } | null>(null);
  // The copy to close when replaced or when the image goes (read only in effects and callbacks).
  const current = useRef<SourceImage | null>(null);
  const { x, y, width, height } = source;

  useEffect(() => {
    if (!image || image.base.scale >= 1) return;
    // The base copy already has enough pixels for this part.
    if (Math.max(width, height) * image.base.scale >= PREVIEW_MAX_SIDE * 0.75) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const left = Math.max(0, Math.floor(x));
      const top = Math.max(0, Math.floor(y));
      const region = {
        x: left,
        y: top,
        width: Math.min(image.size.width, Math.ceil(x + width)) - left,
        height: Math.min(image.size.height, Math.ceil(y + height)) - top,
      };
      const k = fitScale(region, PREVIEW_MAX_SIDE);
      createImageBitmap(image.full, region.x, region.y, region.width, region.height, {
        resizeWidth: Math.max(1, Math.round(region.width * k)),
        resizeHeight: Math.max(1, Math.round(region.height * k)),
        resizeQuality: 'high',
      }).then(
        (bitmap) => {
          if (cancelled) {
            bitmap.close();
            return;
          }
          const previous = current.current;
          const next = { image: bitmap, region, scale: bitmap.width / region.width };
          current.current = next;
          setDetail({ of: image, source: next });
          if (previous && 'close' in previous.image) previous.image.close();
        },
        () => {
          // The base copy stays in use; only sharpness is lost.
        },
      );
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [image, x, y, width, height]);

  useEffect(
    () => () => {
      if (current.current && 'close' in current.current.image) current.current.image.close();
      current.current = null;
    },
    [image],
  );

  if (!image) return null;
  return detail && detail.of === image && covers(detail.source.region, source) ? detail.source : image.base;
}
