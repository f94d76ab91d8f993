import { CopyButton } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import type { ZonedView } from './logic';
import styles from './styles.module.css';

interface ZoneCardProps {
  heading: string;
  view: ZonedView | null;
}

/** One instant as clocks in one zone show it. */
export function ZoneCard({ heading, view }: ZoneCardProps) {
  return (
    <section className={styles.zone} aria-label={heading}>
      <h3 className={styles.zoneTitle}>{heading}</h3>
      {view ? (
        <dl className={styles.facts}>
          <div>
            <dt>Date and time</dt>
            <dd className={ui.mono}>{view.wallTime}</dd>
          </div>
          <div>
            <dt>ISO 8601</dt>
            <dd className={styles.copyable}>
              <code className={ui.mono}>{view.iso}</code>
              <CopyButton size="sm" variant="ghost" text={view.iso} label="Copy" aria-label={`Copy ${heading} ISO 8601`} />
            </dd>
          </div>
          <div>
            <dt>Day of week</dt>
            <dd>{view.weekday}</dd>
          </div>
          <div>
            <dt>ISO week</dt>
            <dd className={ui.mono}>{view.isoWeek}</dd>
          </div>
          <div>
            <dt>Day of year</dt>
            <dd>{view.dayOfYear}</dd>
          </div>
          <div>
            <dt>Zone</dt>
            <dd>
              {view.timeZone} (UTC{view.offset}){view.zoneName && view.timeZone !== 'UTC' ? ` · ${view.zoneName}` : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="th-hint">This instant is too close to the end of JavaScript time to show in this zone.</p>
      )}
    </section>
  );
}
