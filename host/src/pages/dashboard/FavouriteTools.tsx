import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { useFavouritesStore } from '../../user/favourites-store';
import { useFocusAfterRemoval } from '../../favourites/useFocusAfterRemoval';
import { ToolGrid } from '../ToolCard';
import { toolsForPaths } from './dashboard-stats';

export const NO_FAVOURITES = 'No favourites yet — tap ☆ on any tool to pin it here.';

/**
 * The favourite tools as cards, from the favourites store (the profile's, or this browser's for
 * visitors). Unstarring a card here removes it, star and all; focus then goes to the section's
 * heading (`headingId`, focusable with tabIndex -1) instead of being dropped on the page.
 */
export function FavouriteTools({ headingId }: { headingId?: string }) {
  const { catalogue } = useCompleteCatalogue();
  const favourites = useFavouritesStore((state) => state.favourites);
  const tools = toolsForPaths(catalogue, favourites);
  useFocusAfterRemoval(tools.length, headingId);

  if (tools.length === 0) return <p className="dashboard-empty">{NO_FAVOURITES}</p>;
  return <ToolGrid tools={tools} label="Favourites" />;
}
