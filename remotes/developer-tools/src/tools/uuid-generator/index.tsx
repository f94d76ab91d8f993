import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, CopyButton, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { Segmented } from '../../ui/Segmented';
import ui from '../../ui/layout.module.css';
import { Inspector } from './Inspector';
import {
  createUuidV7Generator,
  formatUuid,
  generateBatch,
  MAX_COUNT,
  MIN_COUNT,
  parseCount,
  parseVersion,
  platformUuidV4,
  type Version,
} from './logic';
import styles from './styles.module.css';

const VERSION_LABELS: Record<Version, string> = { '4': 'v4 · random', '7': 'v7 · time-ordered' };

export default function UuidGeneratorTool({ tool }: ToolProps) {
  const ids = useId();
  const [versionParam, setVersionParam] = useQueryState('version', '4');
  const [countParam, setCountParam] = useQueryState('count', '1');
  const [upperParam, setUpper] = useQueryState('upper', '0');
  const [hyphensParam, setHyphens] = useQueryState('hyphens', '1');
  const version = parseVersion(versionParam);
  const upper = upperParam === '1';
  const hyphens = hyphensParam !== '0';
  const sharedCount = parseCount(countParam);
  const count = sharedCount.ok ? sharedCount.count : MIN_COUNT;

  // One v7 generator for the page's lifetime keeps every batch in creation order.
  const nextV7 = useRef<() => string>(null);
  const generate = (v: Version, n: number) => {
    if (v === '4') return generateBatch(n, platformUuidV4);
    nextV7.current ??= createUuidV7Generator();
    return generateBatch(n, nextV7.current);
  };

  const [countInput, setCountInput] = useState(sharedCount.ok ? String(count) : countParam);
  const [uuids, setUuids] = useState(() => generate(version, count));
  const countCheck = parseCount(countInput);

  const shown = useMemo(() => uuids.map((uuid) => formatUuid(uuid, { upper, hyphens })), [uuids, upper, hyphens]);
  const all = shown.join('\n');

  function changeVersion(next: Version) {
    setVersionParam(next);
    setUuids(generate(next, count));
  }

  function changeCount(raw: string) {
    setCountInput(raw);
    const parsed = parseCount(raw);
    if (!parsed.ok) return;
    setCountParam(String(parsed.count));
    setUuids(generate(version, parsed.count));
  }

  function regenerate(event?: FormEvent) {
    event?.preventDefault();
    if (countCheck.ok) setUuids(generate(version, countCheck.count));
  }

  function download() {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([`${all}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `uuids-v${version}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Generate UUIDs
        </h2>
        <form className={`th-row ${styles.controls}`} onSubmit={regenerate}>
          <Segmented
            legend="Version"
            values={['4', '7'] as const}
            labels={VERSION_LABELS}
            value={version}
            onChange={changeVersion}
            compact
          />
          <div className={`th-field ${styles.countField}`}>
            <label htmlFor={`${ids}-count`}>How many</label>
            <input
              id={`${ids}-count`}
              className="th-input"
              type="number"
              inputMode="numeric"
              min={MIN_COUNT}
              max={MAX_COUNT}
              value={countInput}
              onChange={(event) => changeCount(event.target.value)}
              aria-invalid={countCheck.ok ? undefined : true}
              aria-describedby={countCheck.ok ? undefined : `${ids}-count-error`}
            />
          </div>
          <label className={ui.check}>
            <input type="checkbox" checked={upper} onChange={(event) => setUpper(event.target.checked ? '1' : '0')} />
            Upper case
          </label>
          <label className={ui.check}>
            <input type="checkbox" checked={hyphens} onChange={(event) => setHyphens(event.target.checked ? '1' : '0')} />
            Hyphens
          </label>
          <Button type="submit" variant="primary" disabled={!countCheck.ok}>
            Generate new
          </Button>
        </form>
        {!countCheck.ok && (
          <div id={`${ids}-count-error`}>
            <Message tone="error">{countCheck.message}</Message>
          </div>
        )}

        <div className={ui.paneHead}>
          <span className="th-label" id={`${ids}-list-label`}>
            {shown.length === 1 ? 'Your UUID' : `${shown.length.toLocaleString('en-US')} UUIDs`}
          </span>
          <div className={styles.actions}>
            <CopyButton size="sm" text={all} label={shown.length === 1 ? 'Copy' : 'Copy all'} />
            <Button size="sm" onClick={download}>
              Download .txt
            </Button>
          </div>
        </div>
        <ol className={styles.list} aria-labelledby={`${ids}-list-label`}>
          {shown.map((uuid, index) => (
            <li key={`${index}-${uuid}`} className={styles.item}>
              <code className={styles.mono}>{uuid}</code>
              {shown.length > 1 && <CopyButton size="sm" variant="ghost" text={uuid} title={`Copy UUID ${index + 1}`} />}
            </li>
          ))}
        </ol>
        <p className="th-visually-hidden" aria-live="polite">
          {uuids.length === 1 ? 'New UUID generated.' : `${uuids.length} new UUIDs generated.`}
        </p>
        <p className="th-hint">
          {version === '7'
            ? 'v7 starts with the creation time in milliseconds, so these sort in the order they were made — good for database keys.'
            : 'v4 is 122 random bits from your browser’s cryptographic generator.'}
        </p>
      </section>

      <Inspector />
      <p className="th-hint">{tool.name} creates everything in your browser; nothing is sent anywhere.</p>
    </div>
  );
}
