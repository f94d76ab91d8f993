import type { AppliedRule } from './logic';
import styles from './styles.module.css';

function show(text: string): string {
  return text === '' ? '(removed)' : `“${text}”`;
}

/** Which rules the local engine applied, and how often, so the visitor can judge each change. */
export function RuleList({ rules }: { rules: readonly AppliedRule[] }) {
  if (rules.length === 0) return <p className="th-hint">Nothing to change in this mode: the text already fits.</p>;
  const total = rules.reduce((sum, rule) => sum + rule.count, 0);
  return (
    <details className={styles.rules} open={rules.length <= 12}>
      <summary>
        {total} {total === 1 ? 'change' : 'changes'} applied
      </summary>
      <ul>
        {rules.map((rule) => (
          <li key={`${rule.category}-${rule.from}-${rule.to}`}>
            <span className={styles.ruleCategory}>{rule.category}:</span> {show(rule.from)} → {show(rule.to)}
            {rule.count > 1 && <span className="th-hint"> ×{rule.count}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
