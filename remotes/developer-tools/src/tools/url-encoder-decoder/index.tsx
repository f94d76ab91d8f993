import { useId, useMemo, useRef, useState } from 'react';
import { Button, CopyButton, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { Segmented } from '../../ui/Segmented';
import ui from '../../ui/layout.module.css';
import { decodeLayers, encode, looksEncoded, MODE_HINTS, MODES, parseMode, readUrl, type Mode } from './logic';
import { UrlBreakdown } from './UrlBreakdown';
import styles from './styles.module.css';

type Side = 'text' | 'encoded';

const MODE_LABELS: Record<Mode, string> = { component: 'Component', uri: 'Full URL', form: 'Form (+ for spaces)' };

interface Source {
  side: Side;
  value: string;
  /** How many extra times the encoded side is decoded, after the visitor accepted "decode again". */
  extraLayers: number;
}

/** Encodes and decodes as you type: whichever box you edit is the source, the other is derived. */
export default function UrlEncoderDecoderTool({ tool }: ToolProps) {
  const ids = useId();
  const [modeParam, setMode] = useQueryState('mode', 'component');
  const mode = parseMode(modeParam);
  const [source, setSource] = useState<Source>({ side: 'text', value: '', extraLayers: 0 });
  const [inspected, setInspected] = useState('');
  const breakdownRef = useRef<HTMLTextAreaElement>(null);

  const view = useMemo(() => {
    if (source.side === 'text') {
      const result = encode(source.value, mode);
      return result.ok
        ? { text: source.value, encoded: result.text, textError: null, encodedError: null, doubled: false }
        : { text: source.value, encoded: '', textError: result.error, encodedError: null, doubled: false };
    }
    const result = decodeLayers(source.value, mode, 1 + source.extraLayers);
    return result.ok
      ? { text: result.text, encoded: source.value, textError: null, encodedError: null, doubled: looksEncoded(result.text, mode) }
      : { text: '', encoded: source.value, textError: null, encodedError: result.error, doubled: false };
  }, [source, mode]);

  const urlCandidate = [view.encoded, view.text].find((value) => value.trim() !== '' && readUrl(value).kind === 'url') ?? null;

  function inspect(url: string) {
    setInspected(url.trim());
    breakdownRef.current?.focus();
    breakdownRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Encode or decode
        </h2>
        <div className={`th-row ${styles.options}`}>
          <Segmented legend="Encoding" values={MODES} labels={MODE_LABELS} value={mode} onChange={setMode} compact />
          <Button
            size="sm"
            variant="ghost"
            disabled={source.value === ''}
            onClick={() => setSource({ side: source.side, value: '', extraLayers: 0 })}
          >
            Clear
          </Button>
        </div>
        <p className="th-hint">{MODE_HINTS[mode]}</p>

        <div className={`${ui.columns} ${styles.panes}`}>
          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-text`}>Decoded text</label>
              <CopyButton size="sm" text={view.text} label="Copy decoded" disabled={view.text === ''} />
            </div>
            <textarea
              id={`${ids}-text`}
              className="th-textarea"
              value={view.text}
              onChange={(event) => setSource({ side: 'text', value: event.target.value, extraLayers: 0 })}
              placeholder="Type text to encode, e.g. café & crème"
              spellCheck={false}
              aria-invalid={view.textError ? true : undefined}
              aria-describedby={`${ids}-status`}
            />
          </div>
          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-encoded`}>Encoded</label>
              <CopyButton size="sm" text={view.encoded} label="Copy encoded" disabled={view.encoded === ''} />
            </div>
            <textarea
              id={`${ids}-encoded`}
              className="th-textarea"
              value={view.encoded}
              onChange={(event) => setSource({ side: 'encoded', value: event.target.value, extraLayers: 0 })}
              placeholder="…or paste encoded text to decode, e.g. caf%C3%A9%20%26%20cr%C3%A8me"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-invalid={view.encodedError ? true : undefined}
              aria-describedby={`${ids}-status`}
            />
          </div>
        </div>

        <div id={`${ids}-status`} aria-live="polite" className="th-stack">
          {view.textError && <Message tone="error">{view.textError.message}</Message>}
          {view.encodedError && <Message tone="error">{view.encodedError.message}</Message>}
          {source.extraLayers > 0 && !view.encodedError && (
            <Message tone="info">Decoded {source.extraLayers + 1} times.</Message>
          )}
          {view.doubled && (
            <Message tone="info">
              <span className={ui.inline}>
                The decoded text still contains escapes such as %20, so it looks double-encoded.
                <Button size="sm" onClick={() => setSource({ ...source, extraLayers: source.extraLayers + 1 })}>
                  Decode again
                </Button>
              </span>
            </Message>
          )}
        </div>
        {urlCandidate && (
          <div>
            <Button size="sm" onClick={() => inspect(urlCandidate)}>
              Break down this URL
            </Button>
          </div>
        )}
      </section>

      <UrlBreakdown ref={breakdownRef} value={inspected} onChange={setInspected} />
      <p className="th-hint">{tool.name} works entirely in your browser; nothing is sent anywhere.</p>
    </div>
  );
}
