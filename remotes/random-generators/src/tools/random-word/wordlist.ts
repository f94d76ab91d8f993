import { plainWords, LEVELS, type Commonness } from './logic';

type Loader = () => Promise<{ default: readonly string[] }>;

/**
 * Each SCOWL size is its own chunk, fetched the first time a commonness needs it. The build keeps
 * only its plain a–z words of LENGTH_MIN to LENGTH_MAX letters (words/size-*.words; the spec must
 * match logic.ts's lengths, checked by a test), not the whole JSON list.
 */
const SIZES: Record<number, Loader> = {
  10: () => import('./words/size-10.words'),
  20: () => import('./words/size-20.words'),
  35: () => import('./words/size-35.words'),
  40: () => import('./words/size-40.words'),
  50: () => import('./words/size-50.words'),
};

const bySize = new Map<number, Promise<readonly string[]>>();

function loadSize(size: number): Promise<readonly string[]> {
  let pending = bySize.get(size);
  if (!pending) {
    const loader = SIZES[size];
    if (!loader) return Promise.reject(new Error(`No word list of size ${size}`));
    pending = loader().then(
      (module) => module.default,
      (error: unknown) => {
        // A failed chunk (offline, deploy in progress) may be retried.
        bySize.delete(size);
        throw error;
      },
    );
    bySize.set(size, pending);
  }
  return pending;
}

const byCommonness = new Map<Commonness, Promise<readonly string[]>>();

export function loadWords(commonness: Commonness): Promise<readonly string[]> {
  let pending = byCommonness.get(commonness);
  if (!pending) {
    pending = Promise.all(LEVELS[commonness].map(loadSize)).then(
      (lists) => plainWords(lists.flat()),
      (error: unknown) => {
        byCommonness.delete(commonness);
        throw error;
      },
    );
    byCommonness.set(commonness, pending);
  }
  return pending;
}
