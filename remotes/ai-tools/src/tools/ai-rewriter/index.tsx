import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, CopyButton, Message, readStored, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import { DiffView } from './DiffView';
import { countChanges, diffWords } from './diff';
import { isUsable, rewriteWithEndpoint, sanitizeConfig, type EndpointConfig } from './endpoint';
import { EXAMPLES } from './examples';
import { MAX_INPUT_LENGTH, MODES, MODE_LABELS, countWords, isMode, rewrite, type Mode } from './logic';
import { RuleList } from './RuleList';
import { Settings } from './Settings';
import styles from './styles.module.css';

const CONFIG_KEY = 'ai-rewriter.endpoint';

type Remote =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; text: string; input: string; mode: Mode }
  | { status: 'error'; message: string };

export default function AiRewriterTool(_props: ToolProps) {
  const [modeParam, setModeParam] = useQueryState('mode', 'simpler');
  const mode: Mode = isMode(modeParam) ? modeParam : 'simpler';
  const [text, setText] = useState('');
  const [view, setView] = useState<'changes' | 'plain'>('changes');
  const [config, setConfig] = useState<EndpointConfig>(() => sanitizeConfig(readStored(CONFIG_KEY, null)));
  const endpointReady = isUsable(config);
  const [engine, setEngine] = useState<'endpoint' | 'local'>('endpoint');
  const useEndpoint = endpointReady && engine === 'endpoint';
  const [remote, setRemote] = useState<Remote>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const tooLong = text.length > MAX_INPUT_LENGTH;
  const local = useMemo(() => (tooLong ? null : rewrite(text, mode)), [text, mode, tooLong]);
  const remoteFresh = remote.status === 'done' && remote.input === text && remote.mode === mode;
  const output = useEndpoint ? (remoteFresh ? remote.text : null) : (local?.output ?? null);
  const ops = useMemo(() => (output === null ? [] : diffWords(text, output)), [text, output]);
  const changes = countChanges(ops);

  function saveConfig(next: EndpointConfig) {
    setConfig(next);
    writeStored(CONFIG_KEY, next);
    setEngine('endpoint');
    setRemote({ status: 'idle' });
  }

  async function askEndpoint() {
    if (!text.trim() || tooLong) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setRemote({ status: 'loading' });
    const result = await rewriteWithEndpoint(config, mode, text, { signal: controller.signal });
    if (pending.current !== controller) return;
    pending.current = null;
    if (result.ok) setRemote({ status: 'done', text: result.text, input: text, mode });
    else if (result.kind === 'cancelled') setRemote({ status: 'idle' });
    else setRemote({ status: 'error', message: result.message });
  }

  return (
    <div className="th-stack">
      <div className={styles.modes} role="group" aria-label="Rewrite mode">
        {MODES.map((id) => (
          <button
            key={id}
            type="button"
            className={`th-btn ${styles.mode}`}
            aria-pressed={mode === id}
            onClick={() => setModeParam(id)}
          >
            {MODE_LABELS[id]}
          </button>
        ))}
      </div>
      {!isMode(modeParam) && <Message tone="warning">Unknown mode “{modeParam}” in the link; showing Simpler.</Message>}

      <div className={styles.columns}>
        <section className="th-card th-stack" aria-labelledby="rw-input-title">
          <h2 id="rw-input-title" className={styles.title}>
            Your text
          </h2>
          <div className="th-field">
            <label htmlFor="rw-input">Text to rewrite</label>
            <textarea
              id="rw-input"
              className={`th-textarea ${styles.input}`}
              value={text}
              aria-invalid={tooLong}
              aria-describedby="rw-input-count"
              placeholder="Paste or type text here…"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && useEndpoint) {
                  event.preventDefault();
                  void askEndpoint();
                }
              }}
            />
            <span id="rw-input-count" className="th-hint">
              {countWords(text)} words · {text.length.toLocaleString('en-US')} / {MAX_INPUT_LENGTH.toLocaleString('en-US')} characters
            </span>
          </div>
          {tooLong && (
            <Message tone="error">
              This text is {text.length.toLocaleString('en-US')} characters long; the limit is{' '}
              {MAX_INPUT_LENGTH.toLocaleString('en-US')}. Shorten it to rewrite.
            </Message>
          )}
          <div className="th-row">
            <Button onClick={() => setText(EXAMPLES[mode])}>Try an example</Button>
            <Button onClick={() => setText('')} disabled={!text}>
              Clear
            </Button>
          </div>
          {endpointReady && (
            <fieldset className={styles.engine}>
              <legend className="th-label">Engine</legend>
              <label className={styles.check}>
                <input type="radio" name="rw-engine" checked={engine === 'endpoint'} onChange={() => setEngine('endpoint')} />
                AI endpoint ({config.model})
              </label>
              <label className={styles.check}>
                <input type="radio" name="rw-engine" checked={engine === 'local'} onChange={() => setEngine('local')} />
                Local engine (live, nothing sent)
              </label>
            </fieldset>
          )}
          {useEndpoint && (
            <div className="th-row">
              <Button variant="primary" onClick={askEndpoint} disabled={!text.trim() || tooLong || remote.status === 'loading'}>
                {remote.status === 'loading' ? 'Rewriting…' : 'Rewrite with AI'}
              </Button>
              {remote.status === 'loading' && <Button onClick={() => pending.current?.abort()}>Cancel</Button>}
              <span className="th-hint">Ctrl + Enter</span>
            </div>
          )}
        </section>

        <section className="th-card th-stack" aria-labelledby="rw-output-title">
          <div className={styles.outputHead}>
            <h2 id="rw-output-title" className={styles.title}>
              {MODE_LABELS[mode]}
            </h2>
            <div className={styles.views} role="group" aria-label="Show">
              <Button size="sm" aria-pressed={view === 'changes'} onClick={() => setView('changes')}>
                Changes
              </Button>
              <Button size="sm" aria-pressed={view === 'plain'} onClick={() => setView('plain')}>
                Plain text
              </Button>
            </div>
          </div>
          {remote.status === 'error' && useEndpoint && (
            <Message tone="error">
              {remote.message} Your text is kept.{' '}
              <Button size="sm" onClick={() => setEngine('local')}>
                Use the local result
              </Button>
            </Message>
          )}
          <div aria-live="polite" className="th-stack">
            {output === null ? (
              <p className="th-hint">
                {tooLong
                  ? 'Nothing to show until the text fits the limit.'
                  : remote.status === 'loading'
                    ? 'Waiting for the endpoint…'
                    : 'Press “Rewrite with AI” to send the text to your endpoint.'}
              </p>
            ) : !text.trim() ? (
              <p className="th-hint">Type or paste text to see it rewritten as you type.</p>
            ) : (
              <>
                <p className="th-hint">
                  {countWords(text)} → {countWords(output)} words · {changes.deleted} removed, {changes.inserted} added
                  {useEndpoint ? ` · by ${config.model}` : ' · local engine'}
                </p>
                {view === 'changes' ? (
                  <DiffView ops={ops} />
                ) : (
                  <div className="th-field">
                    <label htmlFor="rw-output">Rewritten text</label>
                    <textarea id="rw-output" className={`th-textarea ${styles.input}`} readOnly value={output} />
                  </div>
                )}
              </>
            )}
          </div>
          {view === 'changes' && output !== null && text.trim() && (
            <p className="th-hint">Removed words are struck through, added words are underlined.</p>
          )}
          <div className="th-row">
            <CopyButton text={output ?? ''} label="Copy result" disabled={!output} />
            <Button onClick={() => output !== null && setText(output)} disabled={!output || output === text}>
              Use as input
            </Button>
          </div>
          {!useEndpoint && local && text.trim() && <RuleList rules={local.rules} />}
        </section>
      </div>

      <Settings config={config} onSave={saveConfig} />
    </div>
  );
}
