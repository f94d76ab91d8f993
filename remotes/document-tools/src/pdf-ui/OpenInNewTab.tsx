import styles from './styles.module.css';

/** A link that opens the file a tool made (a PDF) in a new tab, drawn as a ghost button. */
export function OpenInNewTab({ url }: { url: string }) {
  return (
    <a className={`th-btn ${styles.link}`} data-variant="ghost" href={url} target="_blank" rel="noopener">
      Open in a new tab
    </a>
  );
}
