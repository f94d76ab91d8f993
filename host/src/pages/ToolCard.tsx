import type { CatalogueTool } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { useOpenTool } from '../app/useOpenTool';
import { currentLocationKey, useRouterNavigator } from '../app/router-navigator';
import { useToolIntent } from '../federation/useToolIntent';
import { Highlighted } from '../shell/search/Highlighted';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { useIsNewTool } from '../wishes/useNewTool';
import { prepareToolPage } from './prepared-tool-page';
import './tool-card.css';

/**
 * A tool in a grid. Unavailable tools open their Coming soon page, marked as such; tools new to
 * this browser are marked New (wishes/new-tools.ts). The favourite
 * star sits beside the link, not inside it, so pressing it never opens the tool.
 */
export function ToolCard({
  tool,
  nameRanges = [],
  ref,
  itemProps,
  children,
}: {
  tool: CatalogueTool;
  nameRanges?: readonly (readonly [number, number])[];
  /** A sortable list (the home page's favourites) measures and moves the card's list item. */
  ref?: React.Ref<HTMLLIElement>;
  itemProps?: React.LiHTMLAttributes<HTMLLIElement>;
  /** Controls beside the link and the star, such as a drag handle. */
  children?: React.ReactNode;
}) {
  const catalogue = useCatalogue();
  const openTool = useOpenTool();
  const isNew = useIsNewTool(tool.path) && tool.isAvailable;
  const navigator = useRouterNavigator();
  // Once its code is here, the tool's page is rendered ahead, hidden (app/ToolSlot.tsx), for
  // the address shown then.
  const intent = useToolIntent(catalogue, tool, () => prepareToolPage(tool.path, currentLocationKey(navigator)));
  function open(event: React.MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTool(catalogue, tool);
  }
  return (
    <li {...itemProps} ref={ref} className="tool-card" data-available={tool.isAvailable}>
      {/* A plain link, not the router's Link: that reads the address, and every card would run
          again on each navigation. The click is handled here; modified clicks are the browser's. */}
      <a href={`/${tool.path}`} onClick={open} {...intent} className="tool-card-link">
        <span className="tool-card-icon" aria-hidden="true">
          {tool.icon}
        </span>
        <span className="tool-card-text">
          <span className="tool-card-name">
            <Highlighted text={tool.name} ranges={nameRanges} />
            {/* In the link's name too ("Split PDF New"), so screen readers hear it with the name. */}
            {isNew && <> <span className="new-badge">New</span></>}
          </span>
          <span className="tool-card-description">{tool.description}</span>
          {!tool.isAvailable && <span className="soon-badge">Coming soon</span>}
        </span>
      </a>
      {tool.isAvailable && <FavouriteStar tool={tool} className="tool-card-star" />}
      {children}
    </li>
  );
}

export function ToolGrid({
  tools,
  label,
  highlights,
}: {
  tools: readonly CatalogueTool[];
  label?: string;
  highlights?: ReadonlyMap<string, readonly (readonly [number, number])[]>;
}) {
  return (
    <ul className="tool-grid" aria-label={label}>
      {tools.map((tool) => (
        <ToolCard key={tool.path} tool={tool} nameRanges={highlights?.get(tool.path)} />
      ))}
    </ul>
  );
}
