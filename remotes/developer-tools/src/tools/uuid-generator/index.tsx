import { useId, useMemo, useState, type FormEvent } from 'react';
import { announce, Button, CopyButton, downloadText, formatNumber, Segmented, segmentOptions, TextField, useQueryState, CheckField, type ToolProps } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { Inspector } from './Inspector';
import {
  createUuidV7Generator,
  formatUuid,
  generateBatch,
  MIN_COUNT,
  parseCount,
  parseVersion,
  uuidV4,
  type Version,
} from './logic';
import styles from './styles.module.css';

const VERSION_OPTIONS = segmentOptions<Version>(['4', '7'], { '4': 'v4 · random', '7': 'v7 · time-ordered' });

const generatedText = (count: number) => (count === 1 ? 'New UUID generated.' : `${count} new UUIDs generated.`);

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
  const [nextV7] = useState(() => createUuidV7Generator());
  const generate = (v: Version, n: number) => generateBatch(n, v === '4' ? () => uuidV4() : nextV7);

  const [countInput, setCountInput] = useState(sharedCount.ok ? String(count) : countParam);
  const [uuids, setUuids] = useState(() => generate(version, count));
  const countCheck = parseCount(countInput);

  /** A new batch, read out once (the first one, shown on arrival, is not announced). */
  function replace(v: Version, n: number) {
    setUuids(generate(v, n));
    announce(generatedText(n));
  }

  const shown = useMemo(() => uuids.map((uuid) => formatUuid(uuid, { upper, hyphens })), [uuids, upper, hyphens]);
  const all = shown.join('\n');

  function changeVersion(next: Version) {
    setVersionParam(next);
    replace(next, count);
  }

  function changeCount(raw: string) {
    setCountInput(raw);
    const parsed = parseCount(raw);
    if (!parsed.ok) return;
    setCountParam(String(parsed.count));
    replace(version, parsed.count);
  }

  function regenerate(event?: FormEvent) {
    event?.preventDefault();
    if (countCheck.ok) replace(version, countCheck.count);
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Generate UUIDs
        </h2>
        <form className={`th-row ${styles.controls}`} onSubmit={regenerate}>
          <Segmented legend="Version" options={VERSION_OPTIONS} value={version} onChange={changeVersion} />
          <TextField
            label="How many"
            className={styles.countField}
            inputMode="numeric"
            value={countInput}
            onChange={changeCount}
            error={countCheck.ok ? null : countCheck.message}
          />
          <CheckField label="Upper case" checked={upper} onChange={(checked) => setUpper(checked ? '1' : '0')} />
          <CheckField label="Hyphens" checked={hyphens} onChange={(checked) => setHyphens(checked ? '1' : '0')} />
          <Button type="submit" variant="primary" disabled={!countCheck.ok}>
            Generate new
          </Button>
        </form>

        <div className="th-head-row">
          <span className="th-label" id={`${ids}-list-label`}>
            {shown.length === 1 ? 'Your UUID' : `${formatNumber(shown.length)} UUIDs`}
          </span>
          <div className="th-row">
            <CopyButton size="sm" text={all} label={shown.length === 1 ? 'Copy' : 'Copy all'} />
            <Button size="sm" onClick={() => downloadText(`${all}\n`, `uuids-v${version}.txt`)}>
              Download .txt
            </Button>
          </div>
        </div>
        <ol className={styles.list} aria-labelledby={`${ids}-list-label`}>
          {shown.map((uuid, index) => (
            <li key={`${index}-${uuid}`} className={styles.item}>
              <code className={ui.mono}>{uuid}</code>
              {shown.length > 1 && <CopyButton size="sm" variant="ghost" text={uuid} title={`Copy UUID ${index + 1}`} />}
            </li>
          ))}
        </ol>
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
