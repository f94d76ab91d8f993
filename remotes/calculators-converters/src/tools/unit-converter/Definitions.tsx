import { usePainted } from '@toolhub/shared';
import { SOURCES, type CategoryDef, type SourceId } from './logic';
import styles from './styles.module.css';

/**
 * How each unit of the category is defined, and the document each definition comes from. It opens
 * closed, so its ~80 elements are built just after the tool's first paint, not in the click that
 * opens the tool (still there for find-in-page, which opens a closed <details>).
 */
export function Definitions({ category }: { category: CategoryDef }) {
  const painted = usePainted();
  return (
    <details className={`th-card ${styles.definitions}`}>
      <summary>Definitions and sources</summary>
      {painted && <DefinitionList category={category} />}
    </details>
  );
}

function DefinitionList({ category }: { category: CategoryDef }) {
  const used: SourceId[] = [];
  for (const unit of category.units) if (!used.includes(unit.source)) used.push(unit.source);
  return (
    <>
      <p className="th-hint">
        Every factor is exact as defined; results are worked out with exact fractions and rounded only for display.
      </p>
      <ul className={`th-list ${styles.definitionList}`}>
        {category.units.map((unit) => (
          <li key={unit.id}>
            <strong>
              {unit.name} ({unit.symbol})
            </strong>
            : {unit.definition}{' '}
            <span className={styles.cite}>[{used.indexOf(unit.source) + 1}]</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.sourcesHeading}>Sources</h3>
      <ol className={styles.sources}>
        {used.map((source) => (
          <li key={source}>
            {SOURCES[source].title}: {SOURCES[source].says}.
          </li>
        ))}
      </ol>
    </>
  );
}
