import { useEffect, useRef } from 'react';

/**
 * A ref for an image (its src) or a download link (its href) that shows a Blob: the object URL is
 * made once the element is there and revoked when the element goes or the Blob changes. Where the
 * browser makes no object URLs, the element is left as it is.
 */
export function useObjectUrl<E extends HTMLImageElement | HTMLAnchorElement>(blob: Blob) {
  const element = useRef<E>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    if (target instanceof HTMLImageElement) target.src = url;
    else target.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return element;
}
