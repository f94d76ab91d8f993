import type { CatalogueTool } from '@toolhub/shared';
import { FavouriteStar } from '../favourites/FavouriteStar';
import './tool-heading.css';

export function ToolHeading({ tool }: { tool: CatalogueTool }) {
  return (
    <div className="tool-heading">
      <span className="tool-heading-icon" aria-hidden="true">
        {tool.icon}
      </span>
      <div>
        <h1>{tool.name}</h1>
        <p>{tool.description}</p>
      </div>
      {tool.isAvailable && <FavouriteStar tool={tool} className="tool-heading-star" />}
    </div>
  );
}
