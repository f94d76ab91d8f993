import { memo } from 'react';
import { PageThumb } from '../../pdf-ui/PageThumb';
import styles from './styles.module.css';

export interface PageMark {
  part: number;
  position: number;
}

interface Props {
  pageCount: number;
  /** For each page (index 0 = page 1), where it goes; empty when it is left out. */
  marks: readonly (readonly PageMark[])[];
  /** One result file: the marks show each page's new page number instead of its file. */
  single: boolean;
  partNames: readonly string[];
  render: (pageNumber: number, signal: AbortSignal) => Promise<string | null>;
}

interface CellProps {
  pageNumber: number;
  marks: readonly PageMark[];
  single: boolean;
  partNames: readonly string[];
  render: Props['render'];
}

function describe(marks: readonly PageMark[], single: boolean, partNames: readonly string[]): string {
  if (marks.length === 0) return 'left out';
  if (single) return `becomes page ${marks.map((mark) => mark.position).join(' and ')}`;
  return `goes into ${marks.map((mark) => `file ${mark.part} (${partNames[mark.part - 1] ?? ''})`).join(' and ')}`;
}

function sameCell(a: CellProps, b: CellProps): boolean {
  return (
    a.pageNumber === b.pageNumber &&
    a.single === b.single &&
    a.render === b.render &&
    a.marks.length === b.marks.length &&
    a.marks.every((mark, index) => {
      const other = b.marks[index];
      return other !== undefined && other.part === mark.part && other.position === mark.position && a.partNames[mark.part - 1] === b.partNames[mark.part - 1];
    })
  );
}

/** Memoised by content: typing a range re-renders only the pages whose marks changed. */
const PageCell = memo(function PageCell({ pageNumber, marks, single, partNames, render }: CellProps) {
  const included = marks.length > 0;
  const shown = marks.slice(0, 3);
  return (
    <li className={styles.page} data-included={included || undefined}>
      <PageThumb pageNumber={pageNumber} render={render} />
      <div className={styles.pageFoot}>
        <span className={styles.pageNumber}>
          Page {pageNumber}
          <span className="th-visually-hidden">: {describe(marks, single, partNames)}</span>
        </span>
        <span className={styles.marks} aria-hidden="true">
          {included ? (
            shown.map((mark) => (
              <span key={`${mark.part}-${mark.position}`} className={styles.mark} data-tone={single ? 0 : (mark.part - 1) % 4}>
                {single ? `→${mark.position}` : mark.part}
              </span>
            ))
          ) : (
            <span className={styles.leftOut}>out</span>
          )}
          {marks.length > shown.length ? <span className={styles.more}>+{marks.length - shown.length}</span> : null}
        </span>
      </div>
    </li>
  );
}, sameCell);

/** Every page of the PDF, drawn as it scrolls into view, marked with where the split puts it. */
export function PageGrid({ pageCount, marks, single, partNames, render }: Props) {
  return (
    <ol className={styles.grid} aria-label="Pages of the PDF">
      {Array.from({ length: pageCount }, (_, index) => (
        <PageCell key={index} pageNumber={index + 1} marks={marks[index] ?? []} single={single} partNames={partNames} render={render} />
      ))}
    </ol>
  );
}
