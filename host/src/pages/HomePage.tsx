import { groupByCategory, popularTools } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { ToolGrid } from './ToolCard';

export function HomePage() {
  const catalogue = useCatalogue();
  useDocumentMeta(null, 'ToolHub (BETA): free small online tools and games that run in your browser.');
  const groups = groupByCategory(catalogue);
  return (
    <div className="page home">
      <section className="hero">
        <h1>Small tools, big help</h1>
        <p>
          {catalogue.tools.filter((tool) => tool.isAvailable).length} free tools and games that run right in your browser.
        </p>
      </section>
      <section aria-labelledby="popular-heading" className="category">
        <h2 id="popular-heading">Popular</h2>
        <ToolGrid tools={popularTools(catalogue)} label="Popular" />
      </section>
      {groups.map(({ category, tools }) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="category">
          <h2 id={`category-${category.id}`}>
            {category.icon && <span aria-hidden="true">{category.icon} </span>}
            {category.name}
          </h2>
          {category.description && <p className="category-description">{category.description}</p>}
          <ToolGrid tools={tools} label={category.name} />
        </section>
      ))}
    </div>
  );
}
