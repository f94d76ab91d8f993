import type { ReactNode } from 'react';
import { useObjectUrl } from '../../ui/useObjectUrl';
import styles from './styles.module.css';

/** A thumbnail whose object URL lives as long as it does. */
export function Thumb({ blob, fit = 'cover' }: { blob: Blob; fit?: 'cover' | 'contain' }) {
  const image = useObjectUrl<HTMLImageElement>(blob);
  // A file that only looked like a picture shows no broken-image icon.
  return <img ref={image} className={`${styles.thumb} ${fit === 'contain' ? styles.contain : ''}`} alt="" loading="lazy" decoding="async" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />;
}

/** A download link for a Blob, with an object URL that lives as long as the link. */
export function BlobLink({ blob, name, label, children, className }: { blob: Blob; name: string; label: string; children: ReactNode; className?: string }) {
  const link = useObjectUrl<HTMLAnchorElement>(blob);
  return (
    <a ref={link} className={className} download={name} href="#download" aria-label={label} data-size="sm">
      {children}
    </a>
  );
}
