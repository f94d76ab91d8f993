import { useEffect } from 'react';

const SITE = 'ToolHub';

/** Sets the document title and meta description for the current route. */
export function useDocumentMeta(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE}: free online tools and games`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
