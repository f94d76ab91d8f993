/** What the chosen split will make: the files listed by name and page count, with notes on repeated pages. */
import { Message } from '@toolhub/shared';
import { listPages, plural } from '../../pdf-ui/pageRanges';
import type { SplitPlan } from './logic';
import styles from './styles.module.css';

const LISTED_PARTS = 8;

export function PlanSummary({ plan, repeated, output, mode, pageCount }: { plan: SplitPlan; repeated: number[]; output: string; mode: string; pageCount: number }) {
  const shown = plan.parts.slice(0, LISTED_PARTS);
  const repeatNote =
    repeated.length === 0
      ? null
      : `${repeated.length === 1 ? 'Page' : 'Pages'} ${listPages(repeated)} ${repeated.length === 1 ? 'is' : 'are'} named more than once, so ${
          repeated.length === 1 ? 'it appears' : 'they appear'
        } more than once ${mode === 'ranges' && output === 'one' ? 'in the PDF' : 'in the result'}.`;
  return (
    <div className={`th-stack ${styles.plan}`}>
      <p className={styles.planLead} aria-live="polite">
        {plan.archiveName ? (
          <>
            You will get <strong>{plural(plan.parts.length, 'PDF')}</strong> in <strong>{plan.archiveName}</strong>:
          </>
        ) : (
          <>
            You will get <strong>one PDF</strong> of {plural(plan.totalPages, 'page')}:
          </>
        )}
      </p>
      <ul className={styles.parts}>
        {shown.map((part) => (
          <li key={part.name}>
            <span className={styles.partName}>{part.name}</span> <span className="th-hint">({plural(part.pages.length, 'page')})</span>
          </li>
        ))}
        {plan.parts.length > shown.length ? <li className="th-hint">and {plural(plan.parts.length - shown.length, 'more file')}</li> : null}
      </ul>
      {mode === 'pages' && pageCount === 1 ? <p className="th-hint">This PDF has only one page, so the result is that page on its own.</p> : null}
      {repeatNote ? <Message tone="info">{repeatNote}</Message> : null}
    </div>
  );
}
