import { useEffect, useMemo, useState } from 'react';
import { Message } from '@toolhub/shared';
import { loadCatalogue, useCatalogueStore } from '../../catalogue/catalogue-store';
import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { availabilityText, missingModules, remoteRows, type RemoteRow } from './catalogue-status';
import { checkRemote, type RemoteCheck } from './remote-check';

interface Checks {
  rows: RemoteRow[];
  key: unknown;
  results: Record<string, RemoteCheck>;
}

function StatusCell({ check }: { check: RemoteCheck | undefined }) {
  if (!check) return <span className="admin-status">Checking…</span>;
  if (check.state === 'answering') {
    return (
      <span className="admin-status" data-state="ok">
        <span>
          <span aria-hidden="true">✓ </span>Answering
        </span>
      </span>
    );
  }
  return (
    <span className="admin-status" data-state={check.state === 'invalid' ? 'warning' : 'error'}>
      <span>
        <span aria-hidden="true">{check.state === 'invalid' ? '⚠ ' : '✗ '}</span>
        {check.state === 'invalid' ? 'Invalid manifest' : 'Not answering'}
      </span>
      <span className="admin-reason">{check.reason}</span>
    </span>
  );
}

function VersionCell({ check }: { check: RemoteCheck | undefined }) {
  if (check?.state !== 'answering') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="th-visually-hidden">Not known</span>
      </>
    );
  }
  return check.manifest.version ? <code>{check.manifest.version}</code> : <span className="admin-reason">Unknown (the manifest has no buildInfo.buildVersion)</span>;
}

function ToolsCell({ row, check }: { row: RemoteRow; check: RemoteCheck | undefined }) {
  const missing = check?.state === 'answering' ? missingModules(row, check.manifest) : [];
  return (
    <>
      <span>{availabilityText(row)}</span>
      {missing.length > 0 && (
        <span className="admin-reason" data-state="warning">
          Not exposed by the manifest: {missing.map((tool) => tool.name).join(', ')}
        </span>
      )}
      {row.tools.length > 0 && (
        <details className="admin-tools">
          <summary>Show tools</summary>
          <ul>
            {row.tools.map((tool) => (
              <li key={tool.path}>
                <span aria-hidden="true">{tool.icon} </span>
                {tool.name} <span className="admin-reason">({tool.isAvailable ? 'available' : 'coming soon'})</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** One row per remote in the catalogue: where its manifest is, whether it answers, what it serves. */
export function CatalogueStatusSection({ refreshKey }: { refreshKey: unknown }) {
  const { catalogue } = useCompleteCatalogue();
  const rows = useMemo(() => remoteRows(catalogue), [catalogue]);
  const [checks, setChecks] = useState<Checks | null>(null);
  // The remotes this site serves are those of its catalogue.json: the entries built into the host
  // are where it was built (remote-registry.ts loads remotes the same way).
  const live = useCatalogueStore((state) => state.source === 'live');
  const unread = useCatalogueStore((state) => (state.source !== 'live' && state.settled ? state.problem : null));
  useEffect(() => void loadCatalogue().catch(() => undefined), []);

  useEffect(() => {
    if (!live) return;
    let current = true;
    for (const row of rows) {
      // Each remote fills its own row as it answers; a slow one holds up nothing else.
      void checkRemote(row.entry).then((result) => {
        if (!current) return;
        setChecks((previous) => {
          const base = previous && previous.rows === rows && previous.key === refreshKey ? previous.results : {};
          return { rows, key: refreshKey, results: { ...base, [row.id]: result } };
        });
      });
    }
    return () => {
      current = false;
    };
  }, [rows, refreshKey, live]);

  const results = checks && checks.rows === rows && checks.key === refreshKey ? checks.results : {};
  const done = rows.filter((row) => results[row.id]);
  const answering = done.filter((row) => results[row.id]?.state === 'answering').length;

  return (
    <section className="admin-section" aria-labelledby="admin-catalogue">
      <h2 id="admin-catalogue">Catalogue status</h2>
      {/* Announced once, when every remote has answered or timed out, not at each row. */}
      <p role="status" className="admin-range-note">
        {done.length < rows.length ? null : `${answering} of ${rows.length} remotes answering.`}
      </p>
      {unread && <Message tone="error">Not checked: {unread}</Message>}
      {done.length < rows.length && !unread && (
        <p className="admin-range-note">
          Checking {rows.length} remotes… ({done.length} done)
        </p>
      )}
      <div className="admin-table-wrap" role="region" aria-label="Catalogue status table" tabIndex={0}>
        <table className="admin-table admin-catalogue-table">
          <caption className="th-visually-hidden">Catalogue status</caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Manifest URL</th>
              <th scope="col">Status</th>
              <th scope="col">Version</th>
              <th scope="col">Tools</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.id}
                  {row.categories.length > 0 && <span className="admin-reason">{row.categories.join(', ')}</span>}
                </th>
                <td>
                  <code className="admin-path">{row.entry}</code>
                </td>
                <td>
                  <StatusCell check={results[row.id]} />
                </td>
                <td>
                  <VersionCell check={results[row.id]} />
                </td>
                <td>
                  <ToolsCell row={row} check={results[row.id]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
