import { useEffect, useState } from 'react';
import type { CatalogueTool } from '@toolhub/shared';
import { getBackend } from '../backend/select';
import { toggleFavouriteTool, useFavouritesStore } from '../user/favourites-store';
import { isFavourite, toggleFavourite } from '../user/favourites';
import './favourite-star.css';

export const FAVOURITE_FAILED = 'Could not update your favourites. Please try again.';
/** Long enough to read, short enough not to linger over the card. */
const PROBLEM_MS = 4000;

export const favouriteLabel = (name: string, favourite: boolean): string =>
  favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`;

/**
 * The ☆/★ toggle for one tool. The store changes at once; if saving fails the tool goes back to
 * what it was and a short note says so (tracking-style failures never reach the console as errors).
 */
export function FavouriteStar({ tool, className }: { tool: Pick<CatalogueTool, 'name' | 'path'>; className?: string }) {
  const favourite = useFavouritesStore((state) => isFavourite(state.favourites, tool.path));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), PROBLEM_MS);
    return () => clearTimeout(timer);
  }, [problem]);

  async function toggle() {
    setProblem(null);
    const wasFavourite = isFavourite(useFavouritesStore.getState().favourites, tool.path);
    try {
      await toggleFavouriteTool(await getBackend(), tool.path);
    } catch (error) {
      // Only this tool goes back: a profile snapshot may have replaced the list meanwhile.
      useFavouritesStore.setState((state) =>
        isFavourite(state.favourites, tool.path) === wasFavourite ? state : { favourites: toggleFavourite(state.favourites, tool.path) },
      );
      console.warn('Could not save the favourite', tool.path, error);
      setProblem(FAVOURITE_FAILED);
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
      {problem && (
        <span className="favourite-star-problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
