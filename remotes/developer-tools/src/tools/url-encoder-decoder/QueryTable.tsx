import { Button } from '@toolhub/shared';
import { repeatedKeys, type QueryRow } from './logic';
import styles from './styles.module.css';

interface QueryTableProps {
  rows: QueryRow[];
  onChange: (rows: QueryRow[]) => void;
  labelledBy: string;
}

/** Decoded query parameters, editable; every change is written back into the URL. */
export function QueryTable({ rows, onChange, labelledBy }: QueryTableProps) {
  const repeated = repeatedKeys(rows);

  function edit(index: number, change: Partial<Pick<QueryRow, 'key' | 'value'>>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change, raw: null } : row)));
  }

  return (
    <div className="th-stack">
      {rows.length > 0 ? (
        <table className={styles.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="th-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>
                  <input
                    className={`th-input ${styles.cellInput}`}
                    aria-label={`Name of parameter ${index + 1}`}
                    value={row.key}
                    spellCheck={false}
                    autoCapitalize="off"
                    onChange={(event) => edit(index, { key: event.target.value })}
                  />
                  {repeated.has(row.key) && <span className={styles.badge}>repeated</span>}
                </td>
                <td>
                  <input
                    className={`th-input ${styles.cellInput}`}
                    aria-label={`Value of parameter ${index + 1}`}
                    value={row.value}
                    spellCheck={false}
                    autoCapitalize="off"
                    onChange={(event) => edit(index, { value: event.target.value })}
                  />
                </td>
                <td className={styles.actionCell}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove parameter ${index + 1}`}
                    title="Remove"
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="th-hint">This URL has no query parameters.</p>
      )}
      <div className="th-row">
        <Button size="sm" onClick={() => onChange([...rows, { key: '', value: '', raw: null }])}>
          Add parameter
        </Button>
        {repeated.size > 0 && (
          <span className="th-hint">Repeated names are usually read as a list by servers.</span>
        )}
      </div>
    </div>
  );
}
