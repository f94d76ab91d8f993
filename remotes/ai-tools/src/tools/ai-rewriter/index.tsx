import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, CopyButton, formatNumber, Message, Segmented, useDraft, useQueryState, useWorkerTask, WorkerTaskStatus, type ToolProps } from '@toolhub/shared';
import { DiffView } from './DiffView';
import { countChanges } from './diff';
import { isUsable, rewriteWithEndpoint, type EndpointConfig } from './endpoint';
import { loadEndpoint } from './key-storage';
import { EXAMPLES } from './examples';
import { MAX_INPUT_LENGTH, MODES, MODE_LABELS, countWords, isMode, type Mode } from './logic';
import { OFFLOAD_CHARS, runRewrite, type RewriteJob } from './rewrite-task';
import { RuleList } from './RuleList';
import { Settings } from './Settings';
import styles from './styles.module.css';

const createRewriteWorker = () => new Worker(new URL('./rewrite.worker.ts', import.meta.url));

type Remote =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; text: string; input: string; mode: Mode }
  | { status: 'error'; message: string };

export default function AiRewriterTool(_props: ToolProps) {
  const [modeParam, setModeParam] = useQueryState('mode', 'simpler');
  const mode: Mode = isMode(modeParam) ? modeParam : 'simpler';
  const [text, setText, draft] = useDraft('ai-rewriter:text', '');
  const [view, setView] = useState<'changes' | 'plain'>('changes');
  const [config, setConfig] = useState<EndpointConfig>(() => loadEndpoint().config);
  const endpointReady = isUsable(config);
  const [engine, setEngine] = useState<'endpoint' | 'local'>('endpoint');
  const useEndpoint = endpointReady && engine === 'endpoint';
  const [remote, setRemote] = useState<Remote>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const tooLong = text.length > MAX_INPUT_LENGTH;
  const remoteFresh = remote.status === 'done' && remote.input === text && remote.mode === mode;
  const answer = useEndpoint ? (remoteFresh ? remote.text : null) : null;
  // The rewrite and its comparison with the text: while rendering for short texts, in a worker for
  // long ones (the previous result stays on screen, dimmed, meanwhile).
  const job = useMemo<RewriteJob | null>(
    () => (tooLong || (useEndpoint && answer === null) ? null : { text, mode, answer }),
    [tooLong, useEndpoint, answer, text, mode],
  );
  const task = useWorkerTask({ input: job, run: runRewrite, createWorker: createRewriteWorker, offload: text.length > OFFLOAD_CHARS });
  const result = task.result;
  const output = result?.output ?? null;
  const ops = result?.ops ?? [];
  const changes = countChanges(ops);

  function saveConfig(next: EndpointConfig) {
    // Settings has stored it (this tab, or this device when asked).
    setConfig(next);
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

      <div className="th-columns">
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
              {tooLong ? '' : `${countWords(text)} words · `}
              {formatNumber(text.length)} / {formatNumber(MAX_INPUT_LENGTH)} characters
              {draft.restored && ' · your text from last time is back (kept in this browser until you clear it)'}
            </span>
          </div>
          {tooLong && (
            <Message tone="error">
              This text is {formatNumber(text.length)} characters long; the limit is{' '}
              {formatNumber(MAX_INPUT_LENGTH)}. Shorten it to rewrite.
            </Message>
          )}
          <div className="th-row">
            <Button onClick={() => setText(EXAMPLES[mode])}>Try an example</Button>
            <Button onClick={draft.clear} disabled={!text}>
              Clear
            </Button>
          </div>
          {endpointReady && (
            <Segmented
              legend="Engine"
              variant="chips"
              value={engine}
              onChange={setEngine}
              options={[
                { value: 'endpoint', label: `AI endpoint (${config.model})` },
                { value: 'local', label: 'Local engine (live, nothing sent)' },
              ]}
            />
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
          <div className="th-head-row">
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
          <WorkerTaskStatus
            task={task}
            verb="Working"
            cancelledMessage="Rewriting stopped. Edit the text or pick a mode to rewrite it again."
            errorMessage={(error) => `The text could not be rewritten: ${error} Your text is kept.`}
          />
          <div aria-live="polite" aria-busy={task.working} className={`th-stack ${styles.result}`} data-stale={task.working || undefined}>
            {output === null ? (
              <p className="th-hint">
                {tooLong
                  ? 'Nothing to show until the text fits the limit.'
                  : task.working || task.cancelled || task.error
                    ? ''
                    : remote.status === 'loading'
                      ? 'Waiting for the endpoint…'
                      : 'Press “Rewrite with AI” to send the text to your endpoint.'}
              </p>
            ) : !text.trim() ? (
              <p className="th-hint">Type or paste text to see it rewritten as you type.</p>
            ) : (
              <>
                <p className="th-hint">
                  {result && formatNumber(result.wordsBefore)} → {result && formatNumber(result.wordsAfter)} words · {changes.deleted} removed,{' '}
                  {changes.inserted} added
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
            <CopyButton text={output ?? ''} label="Copy result" disabled={!output || task.working} />
            <Button onClick={() => output !== null && setText(output)} disabled={!output || output === text || task.working}>
              Use as input
            </Button>
          </div>
          {!useEndpoint && result && text.trim() && <RuleList rules={result.rules} />}
        </section>
      </div>

      <Settings config={config} onSave={saveConfig} />
    </div>
  );
}
