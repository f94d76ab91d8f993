import { useCallback } from 'react';

interface ImagePreviewProps {
  image: Blob;
  alt: string;
  className?: string;
}

/** `image` shown through an object URL that lives exactly as long as the <img> shows it. */
export function ImagePreview({ image, alt, className }: ImagePreviewProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(image);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image],
  );
  return <img ref={attach} className={className} alt={alt} />;
}

/** Whether this browser can preview a picked file of `type` as an image. */
export function canPreviewImage(type: string): boolean {
  return type.startsWith('image/') && typeof URL.createObjectURL === 'function';
}
