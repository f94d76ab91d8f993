import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Message, useQueryState, SelectField, type ToolProps } from '@toolhub/shared';
import { fetchNews } from './api';
import { HeadlineCard, HeadlineSkeleton } from './Headline';
import {
  PAGE_SIZE,
  exactTime,
  feedProblems,
  filterHeadlines,
  relativeTime,
  sourceName,
  sourceOptions,
  type FeedSource,
  type NewsData,
} from './logic';
import styles from './styles.module.css';

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; data: NewsData; refreshError: string | null }
  | { phase: 'failed'; message: string; sources: FeedSource[] };

function SourceProblems({ sources }: { sources: FeedSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className={styles.problems}>
      {sources.map((source) => (
        <li key={source.url}>
          <span className={styles.problemName}>{sourceName(source)}</span>
          {source.error ? `: ${source.error}` : ''}
        </li>
      ))}
    </ul>
  );
}

export default function AiNewsTool({ apiHeaders }: ToolProps) {
  const [source, setSource] = useQueryState('source', '');
  const [query, setQuery] = useQueryState('filter', '');
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [busy, setBusy] = useState(true);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [now, setNow] = useState(() => Date.now());
  const request = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  // State changes only when the answer arrives, so the effect below may start a load.
  const fetchHeadlines = useCallback((focusAfter = false) => {
    request.current?.abort();
    const own = new AbortController();
    request.current = own;
    (apiHeaders ? apiHeaders() : Promise.resolve({}))
      .then((headers) => fetchNews(own.signal, headers))
      .then(
        (answer) => {
          if (own.signal.aborted) return;
          setNow(Date.now());
          setLoad((previous) => {
            if (answer.ok) return { phase: 'ready', data: answer.data, refreshError: null };
            if (previous.phase === 'ready') return { ...previous, refreshError: answer.message };
            return { phase: 'failed', message: answer.message, sources: answer.sources };
          });
          if (answer.ok && focusAfter) requestAnimationFrame(() => heading.current?.focus());
        },
        () => {
          // Aborted: the page was left or a newer request took over.
        },
      )
      .finally(() => {
        if (request.current === own) setBusy(false);
      });
  }, [apiHeaders]);

  // The first load starts busy (the initial state); a refresh says so in its click handler.
  useEffect(() => {
    fetchHeadlines();
    return () => request.current?.abort();
  }, [fetchHeadlines]);

  function refresh(focusAfter = false) {
    setBusy(true);
    fetchHeadlines(focusAfter);
  }

  useEffect(() => {
    // Keeps "5 minutes ago" true while the page stays open.
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const data = load.phase === 'ready' ? load.data : null;
  const options = useMemo(() => sourceOptions(data?.items ?? []), [data]);
  const visible = useMemo(() => filterHeadlines(data?.items ?? [], source, query), [data, source, query]);
  const problems = feedProblems(data?.sources ?? []);
  const unknownSource = data !== null && source !== '' && !options.some((option) => option.name === source);

  function chooseSource(next: string) {
    setSource(next);
    setShown(PAGE_SIZE);
  }
  function changeQuery(next: string) {
    setQuery(next);
    setShown(PAGE_SIZE);
  }
  function clearFilters() {
    setSource('');
    setQuery('');
    setShown(PAGE_SIZE);
  }

  let summary = '';
  if (load.phase === 'loading') summary = 'Loading headlines…';
  else if (data) {
    const count = visible.length === data.items.length ? `${data.items.length} headlines` : `${visible.length} of ${data.items.length} headlines`;
    summary = data.fetchedAt ? `${count} · updated ${relativeTime(data.fetchedAt, now)}` : count;
  }

  return (
    <div className="th-stack">
      <div className={styles.toolbar}>
        <SelectField
          id={`${ids}-source`}
          label="Source"
          value={source}
          onChange={chooseSource}
          disabled={!data}
          options={[
            { value: '', label: `All sources${data ? ` (${data.items.length})` : ''}` },
            ...options.map((option) => ({ value: option.name, label: `${option.name} (${option.count})` })),
            ...(unknownSource ? [{ value: source, label: `${source} (0)` }] : []),
          ]}
        />
        <div className="th-field">
          <label htmlFor={`${ids}-filter`}>Filter headlines</label>
          <input
            id={`${ids}-filter`}
            className="th-input"
            type="search"
            value={query}
            placeholder="e.g. robotics"
            autoComplete="off"
            onChange={(event) => changeQuery(event.target.value)}
          />
        </div>
        <Button
          className={styles.refresh}
          onClick={() => refresh()}
          disabled={load.phase !== 'ready'}
          aria-busy={busy && load.phase === 'ready'}
        >
          {busy && load.phase === 'ready' ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <div className={styles.heading}>
        <h2 ref={heading} tabIndex={-1}>
          Latest AI headlines
        </h2>
        <p className={styles.status} role="status" aria-live="polite">
          {summary}
        </p>
      </div>

      {load.phase === 'ready' && load.refreshError && (
        <Message tone="warning">Could not refresh: {load.refreshError} Showing the headlines loaded earlier.</Message>
      )}
      {data?.stale && (
        <Message tone="warning">
          No news feed could be reached just now. These headlines are from
          {data.fetchedAt ? <> {relativeTime(data.fetchedAt, now)}</> : ' an earlier check'}.
        </Message>
      )}
      {problems.missing.length + problems.stale.length > 0 && !data?.stale && (
        <details className={styles.details}>
          <summary>
            {problems.missing.length + problems.stale.length} of {data?.sources.length} sources could not be reached
          </summary>
          <SourceProblems sources={[...problems.stale, ...problems.missing]} />
          {problems.stale.length > 0 && <p className="th-hint">Headlines already loaded from these sources are still shown.</p>}
        </details>
      )}

      {load.phase === 'loading' && <HeadlineSkeleton />}

      {load.phase === 'failed' && (
        <div className="th-stack">
          <Message tone="error">{load.message}</Message>
          <SourceProblems sources={load.sources} />
          <div className="th-row">
            <Button variant="primary" onClick={() => !busy && refresh(true)} aria-disabled={busy}>
              {busy ? 'Trying again…' : 'Try again'}
            </Button>
          </div>
        </div>
      )}

      {data && data.items.length === 0 && <Message tone="info">The feeds have no headlines right now. Check back later.</Message>}

      {data && data.items.length > 0 && visible.length === 0 && (
        <div className="th-stack">
          <Message tone="info">
            {unknownSource
              ? `No headlines from “${source}” right now.`
              : `No headlines match “${query.trim()}”${source ? ` in ${source}` : ''}.`}
          </Message>
          <div className="th-row">
            <Button onClick={clearFilters}>Show all headlines</Button>
          </div>
        </div>
      )}

      {visible.length > 0 && (
        <>
          <ul className={`th-list ${styles.list}`} aria-label="Headlines">
            {visible.slice(0, shown).map((headline) => (
              <HeadlineCard key={headline.link} headline={headline} now={now} />
            ))}
          </ul>
          {visible.length > shown && (
            <div className={styles.more}>
              <Button onClick={() => setShown((count) => count + PAGE_SIZE)}>
                Show more ({visible.length - shown} left)
              </Button>
            </div>
          )}
        </>
      )}

      {data?.fetchedAt && (
        <p className="th-hint">
          Collected from {data.sources.length} public feeds; last checked{' '}
          <time dateTime={data.fetchedAt} title={exactTime(data.fetchedAt)}>
            {relativeTime(data.fetchedAt, now)}
          </time>
          . Headlines link to the original articles.
        </p>
      )}
    </div>
  );
}
