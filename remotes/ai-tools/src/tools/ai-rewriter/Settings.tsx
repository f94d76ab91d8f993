import { useId, useState } from 'react';
import { Button, Message, TextField, CheckField } from '@toolhub/shared';
import { EMPTY_CONFIG, validateConfig, type EndpointConfig } from './endpoint';
import { forgetEndpoint, loadEndpoint, saveEndpoint } from './key-storage';
import styles from './styles.module.css';

interface SettingsProps {
  config: EndpointConfig;
  onSave: (config: EndpointConfig) => void;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The optional AI endpoint: nothing leaves the browser unless it is filled in and switched on.
 * The settings (and key) are stored here: for this tab only, unless "Remember on this device".
 */
export function Settings({ config, onSave }: SettingsProps) {
  const id = useId();
  const [draft, setDraft] = useState(config);
  const [remember, setRemember] = useState(() => loadEndpoint().remember);
  const [showKey, setShowKey] = useState(false);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState('');
  const errors = draft.enabled ? validateConfig(draft) : {};
  const invalid = Object.keys(errors).length > 0;

  function update(patch: Partial<EndpointConfig>) {
    setDraft({ ...draft, ...patch });
    setStatus('');
  }

  function save() {
    setTried(true);
    if (invalid) return;
    const kept = saveEndpoint(draft, remember);
    onSave(draft);
    const where = !kept ? 'Saved until you leave this page (this browser does not allow storing it).' : remember ? 'Saved on this device.' : 'Saved for this tab.';
    setStatus(draft.enabled ? `${where} Rewrites will be sent to ${hostOf(draft.baseUrl)}.` : `${where} The local engine is used.`);
  }

  function forget() {
    forgetEndpoint();
    setDraft(EMPTY_CONFIG);
    setRemember(false);
    setTried(false);
    onSave(EMPTY_CONFIG);
    setStatus('Endpoint settings and API key removed from this browser.');
  }

  return (
    <details className={`th-card ${styles.settings}`}>
      <summary className={styles.summary}>AI endpoint settings (optional)</summary>
      <div className="th-stack">
        <p className="th-hint">
          By default everything runs in your browser with the built-in rule engine and no text is sent anywhere. You
          can connect any OpenAI-compatible chat endpoint instead.
        </p>
        <Message tone="warning">
          {remember
            ? 'Your API key will be stored unencrypted in this browser’s local storage, on this device, until you press “Forget”. Anyone using this browser profile can read it. '
            : 'Your API key is kept for this tab only: it is forgotten when you close the tab. '}
          It is sent only to the base URL below, never put in the address bar, logged or sent to ToolHub. Text you
          rewrite is sent to that service. Use a key with a spending limit.
        </Message>
        <CheckField label="Use an OpenAI-compatible endpoint" checked={draft.enabled} onChange={(enabled) => update({ enabled })} />
        <TextField
          id={`${id}-base`}
          label="Base URL"
          type="url"
          inputMode="url"
          placeholder="https://api.openai.com/v1"
          value={draft.baseUrl}
          error={tried ? errors.baseUrl : null}
          onChange={(baseUrl) => update({ baseUrl })}
        />
        <TextField
          id={`${id}-model`}
          label="Model"
          placeholder="gpt-4o-mini"
          value={draft.model}
          spellCheck={false}
          error={tried ? errors.model : null}
          onChange={(model) => update({ model })}
        />
        <div className="th-field">
          <label htmlFor={`${id}-key`}>API key (kept only in this browser)</label>
          <div className={styles.keyRow}>
            <input
              id={`${id}-key`}
              className="th-input"
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={draft.apiKey}
              onChange={(event) => update({ apiKey: event.target.value })}
            />
            <Button size="sm" onClick={() => setShowKey(!showKey)}>
              {showKey ? 'Hide key' : 'Show key'}
            </Button>
          </div>
          <span className="th-hint">Leave empty for local servers that need no key.</span>
        </div>
        <CheckField
          label="Remember on this device"
          checked={remember}
          onChange={(checked) => {
            setRemember(checked);
            setStatus('');
          }}
        />
        <div className="th-row">
          <Button variant="primary" onClick={save}>
            Save settings
          </Button>
          <Button onClick={forget}>Forget</Button>
        </div>
        {tried && invalid && <Message tone="error">Fix the highlighted fields to save.</Message>}
        {status && <Message tone="success">{status}</Message>}
      </div>
    </details>
  );
}
