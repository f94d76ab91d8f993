import { Fragment } from 'react';
import { formatNumber } from '@toolhub/shared';
import type { Block, DocStats, Run } from './model';
import styles from './styles.module.css';

function Runs({ runs }: { runs: readonly Run[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const text = run.text.replace(/\t/g, ' ');
        const italic = run.italic ? <em>{text}</em> : text;
        return <Fragment key={index}>{run.bold ? <strong>{italic}</strong> : italic}</Fragment>;
      })}
    </>
  );
}

function tag(block: Block): { short: string; long: string } {
  if (block.kind === 'heading') return { short: `H${block.level}`, long: `Heading ${block.level}` };
  if (block.kind === 'paragraph') return { short: '¶', long: 'Paragraph' };
  return { short: block.marker.length > 3 ? '•' : block.marker, long: 'List item' };
}

export const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The reconstructed structure: what Word will show as headings, paragraphs and list items. */
export function Preview({ blocks, more }: { blocks: readonly Block[]; more: number }) {
  if (blocks.length === 0) return <p className="th-hint">No text was found to put in the document.</p>;
  return (
    <>
      <ol className={styles.preview} aria-label="Document structure">
        {blocks.map((block, index) => {
          const { short, long } = tag(block);
          return (
            <li key={index} className={styles.block} data-kind={block.kind} data-level={block.kind === 'paragraph' ? undefined : block.level}>
              <span className={styles.tag} aria-hidden="true" title={long}>
                {short}
              </span>
              <span className="th-visually-hidden">{long}: </span>
              <span className={styles.blockText}>
                {block.kind === 'paragraph' ? (
                  block.lines.map((line, at) => (
                    <Fragment key={at}>
                      {at > 0 && <br />}
                      <Runs runs={line} />
                    </Fragment>
                  ))
                ) : (
                  <Runs runs={block.runs} />
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {more > 0 && <p className="th-hint">…and {plural(more, 'more part', 'more parts')} (paragraphs, headings and list items) in the Word document.</p>}
    </>
  );
}

/** Pages, paragraphs, headings, lists, list items and words, as a definition list. */
export function Stats({ stats }: { stats: DocStats }) {
  const entries: [string, string][] = [
    ['Pages', formatNumber(stats.pages)],
    ['Paragraphs', formatNumber(stats.paragraphs)],
    ['Headings', formatNumber(stats.headings)],
    ['Lists', formatNumber(stats.lists)],
    ['List items', formatNumber(stats.listItems)],
    ['Words', formatNumber(stats.words)],
  ];
  return (
    <dl className={styles.stats} aria-label="Document statistics">
      {entries.map(([name, value]) => (
        <div key={name} className={styles.stat}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
