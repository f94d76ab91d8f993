import { announce, type CatalogueTool } from '@toolhub/shared';
import { getBackend } from '../backend/select';
import { toggleFavouriteTool, useFavouritesStore } from '../user/favourites-store';
import { isFavourite, toggleFavourite } from '../user/favourites';
import './favourite-star.css';

export const FAVOURITE_FAILED = 'Could not update your favourites. Please try again.';

export const favouriteLabel = (name: string, favourite: boolean): string =>
  favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`;

/**
 * The ☆/★ toggle for one tool. The store changes at once and a toast says what happened; if saving
 * fails the tool goes back to what it was and the toast says so (never a console error).
 */
export function FavouriteStar({ tool, className }: { tool: Pick<CatalogueTool, 'name' | 'path'>; className?: string }) {
  const favourite = useFavouritesStore((state) => isFavourite(state.favourites, tool.path));
  async function toggle() {
    const wasFavourite = isFavourite(useFavouritesStore.getState().favourites, tool.path);
    try {
      await toggleFavouriteTool(await getBackend(), tool.path);
      announce(wasFavourite ? `Removed ${tool.name} from favourites.` : `Added ${tool.name} to favourites.`, 'success');
    } catch (error) {
      // Only this tool goes back: a profile snapshot may have replaced the list meanwhile.
      useFavouritesStore.setState((state) =>
        isFavourite(state.favourites, tool.path) === wasFavourite ? state : { favourites: toggleFavourite(state.favourites, tool.path) },
      );
      console.warn('Could not save the favourite', tool.path, error);
      announce(FAVOURITE_FAILED, 'error');
    }
  }

  const label = favouriteLabel(tool.name, favourite);
  return (
    <span className={className ? `favourite-star ${className}` : 'favourite-star'}>
      <button
        type="button"
        className="favourite-star-button"
        aria-pressed={favourite}
        aria-label={label}
        title={label}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
      </button>
    </span>
  );
}
