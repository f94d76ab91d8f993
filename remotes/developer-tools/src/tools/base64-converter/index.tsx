import { useId, useMemo, useState } from 'react';
import { Button, CopyButton, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { Segmented } from '../../ui/Segmented';
import ui from '../../ui/layout.module.css';
import { downloadBytes } from './download';
import { FileSection } from './FileSection';
import {
  bytesToText,
  decodeBase64,
  encodeText,
  formatBytes,
  hexPreview,
  parseVariant,
  utf8ByteLength,
  type Variant,
} from './logic';
import styles from './styles.module.css';

const VARIANT_LABELS: Record<Variant, string> = { standard: 'Standard', url: 'URL-safe' };

type Side = 'text' | 'base64';

/** Converts both ways as you type: whichever box you edit is the source, the other is derived. */
export default function Base64ConverterTool({ tool }: ToolProps) {
  const ids = useId();
  const [variantParam, setVariant] = useQueryState('variant', 'standard');
  const [padParam, setPad] = useQueryState('pad', '1');
  const variant = parseVariant(variantParam);
  const pad = padParam !== '0';
  const options = useMemo(() => ({ variant, pad }), [variant, pad]);

  const [source, setSource] = useState<{ side: Side; value: string }>({ side: 'text', value: '' });

  const view = useMemo(() => {
    if (source.side === 'text') {
      return { text: source.value, base64: encodeText(source.value, options), error: null, binary: null };
    }
    const decoded = decodeBase64(source.value);
    if (!decoded.ok) return { text: '', base64: source.value, error: decoded.error, binary: null };
    const text = bytesToText(decoded.bytes);
    return text === null
      ? { text: '', base64: source.value, error: null, binary: decoded.bytes }
      : { text, base64: source.value, error: null, binary: null };
  }, [source, options]);

  const textBytes = utf8ByteLength(view.text);

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Text ⇄ Base64
        </h2>
        <div className={`th-row ${styles.options}`}>
          <Segmented
            legend="Alphabet"
            values={['standard', 'url'] as const}
            labels={VARIANT_LABELS}
            value={variant}
            onChange={setVariant}
          />
          <label className={ui.check}>
            <input type="checkbox" checked={pad} onChange={(event) => setPad(event.target.checked ? '1' : '0')} />
            Add = padding
          </label>
          <Button
            size="sm"
            variant="ghost"
            disabled={source.value === ''}
            onClick={() => setSource({ side: source.side, value: '' })}
          >
            Clear
          </Button>
        </div>

        <div className={`${ui.columns} ${styles.panes}`}>
          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-text`}>Text</label>
              <CopyButton size="sm" text={view.text} label="Copy text" disabled={view.text === ''} />
            </div>
            <textarea
              id={`${ids}-text`}
              className="th-textarea"
              value={view.text}
              onChange={(event) => setSource({ side: 'text', value: event.target.value })}
              placeholder="Type or paste text, e.g. héllo"
              spellCheck={false}
            />
            <span className="th-hint">
              {view.text.length.toLocaleString('en-US')} characters · {formatBytes(textBytes)} as UTF-8
            </span>
          </div>

          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-base64`}>Base64</label>
              <CopyButton size="sm" text={view.base64} label="Copy Base64" disabled={view.base64 === ''} />
            </div>
            <textarea
              id={`${ids}-base64`}
              className="th-textarea"
              value={view.base64}
              onChange={(event) => setSource({ side: 'base64', value: event.target.value })}
              placeholder="…or paste Base64 here, e.g. aMOpbGxv"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-invalid={view.error ? true : undefined}
              aria-describedby={`${ids}-b64-status`}
            />
            <span className="th-hint">
              {view.base64.length.toLocaleString('en-US')} characters
              {source.side === 'base64' ? ' · standard and URL-safe input are both accepted' : ''}
            </span>
          </div>
        </div>

        <div id={`${ids}-b64-status`} aria-live="polite">
          {view.error && (
            <Message tone="error">
              Invalid Base64 at position {view.error.position}
              {view.error.line > 1 ? ` (line ${view.error.line}, column ${view.error.column})` : ''}: {view.error.reason}
            </Message>
          )}
          {view.binary && (
            <Message tone="warning">
              <span className={styles.binary}>
                This Base64 decodes to {formatBytes(view.binary.length)} of binary data, not UTF-8 text.
                <code className={styles.hex}>{hexPreview(view.binary)}</code>
                <Button size="sm" onClick={() => view.binary && downloadBytes(view.binary, 'decoded.bin')}>
                  Download decoded file
                </Button>
              </span>
            </Message>
          )}
        </div>
      </section>

      <FileSection options={options} />
      <p className="th-hint">{tool.name} works entirely in your browser; nothing is uploaded.</p>
    </div>
  );
}
