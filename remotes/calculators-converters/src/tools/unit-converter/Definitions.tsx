import { SOURCES, type CategoryDef, type SourceId } from './logic';
import styles from './styles.module.css';

/** How each unit of the category is defined, and the document each definition comes from. */
export function Definitions({ category }: { category: CategoryDef }) {
  const used: SourceId[] = [];
  for (const unit of category.units) if (!used.includes(unit.source)) used.push(unit.source);
  return (
    <details className={`th-card ${styles.definitions}`}>
      <summary>Definitions and sources</summary>
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
    </details>
  );
}
