import { CheckField, Segmented } from '@toolhub/shared';
import type { MarkdownOptions } from './logic';
import styles from './styles.module.css';

export type Output = 'fragment' | 'page';

interface OptionsPanelProps {
  toolName: string;
  options: MarkdownOptions;
  output: Output;
  newTab: boolean;
  /** Each setter writes its URL parameter ('1'/'0' for the checkboxes). */
  onFlavour: (flavour: string) => void;
  onRawHtml: (rawHtml: string) => void;
  onOutput: (output: string) => void;
  onBreaks: (value: string) => void;
  onHeadingIds: (value: string) => void;
  onNewTab: (value: string) => void;
}

/** Markdown to HTML's options: flavour, raw HTML, what Copy shows, and the three switches. */
export function OptionsPanel({ toolName, options, output, newTab, onFlavour, onRawHtml, onOutput, onBreaks, onHeadingIds, onNewTab }: OptionsPanelProps) {
  return (
    <section className={`th-card ${styles.options}`} aria-label={`${toolName} options`}>
      <Segmented
        legend="Markdown flavour"
        value={options.flavour}
        onChange={onFlavour}
        options={[
          { value: 'gfm', label: 'GitHub (GFM)' },
          { value: 'commonmark', label: 'CommonMark' },
        ]}
      />
      <Segmented
        legend="HTML in the Markdown"
        value={options.rawHtml}
        onChange={onRawHtml}
        options={[
          { value: 'keep', label: 'Keep (made safe)' },
          { value: 'escape', label: 'Show as text' },
        ]}
      />
      <Segmented
        legend="Copy and show"
        value={output}
        onChange={onOutput}
        options={[
          { value: 'fragment', label: 'Body HTML' },
          { value: 'page', label: 'Complete page' },
        ]}
      />
      <div className={styles.checks}>
        <CheckField
          label="Line breaks become <br>"
          checked={options.breaks}
          disabled={options.flavour !== 'gfm'}
          onChange={(checked) => onBreaks(checked ? '1' : '0')}
          hint={options.flavour === 'gfm' ? 'As in GitHub comments.' : 'GitHub flavour only.'}
        />
        <CheckField label="Heading ids for #links" checked={options.headingIds} onChange={(checked) => onHeadingIds(checked ? '1' : '0')} />
        <CheckField label="Links open in a new tab" checked={newTab} onChange={(checked) => onNewTab(checked ? '1' : '0')} />
      </div>
      <p className="th-hint">
        The HTML is always sanitised with DOMPurify: scripts, event handlers such as onerror, javascript: links, frames, forms and styles are
        removed. Everything happens in your browser.
      </p>
    </section>
  );
}
