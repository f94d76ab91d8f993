/** Building the search index ahead of the first keystroke, in slices, and warming the search up. */
import type { Catalogue } from '@toolhub/shared';
import { MAX_SUGGESTIONS } from './search-query';
import { hasIndex, indexBuilder, type Index } from './search-index';
import { searchIndex } from './tool-search';
import { nextTask } from '../../app/next-task';

/** Index work runs in slices this long, so a big catalogue never holds the page up. */
const SLICE_MS = 8;

interface Slicing {
  /** Gives the page a turn between slices. */
  pause?: () => Promise<void>;
  now?: () => number;
}

/**
 * Builds the catalogue's index (once) before the first keystroke, in slices of a few
 * milliseconds with the page free between them: 10,000 tools take most of a second in all,
 * which in one piece would freeze the page just as someone starts to type. A search that comes
 * first builds the rest at once.
 */
export async function prepareIndex(catalogue: Catalogue, { pause = nextTask, now = () => performance.now() }: Slicing = {}): Promise<void> {
  if (hasIndex(catalogue)) return;
  const builder = indexBuilder(catalogue);
  let sliceStart = now();
  const turn = async () => {
    await pause();
    sliceStart = now();
    // A search that came meanwhile built the index at once.
    return hasIndex(catalogue);
  };
  for (let i = 0; i < catalogue.tools.length; i++) {
    builder.addTool(i);
    if (now() - sliceStart >= SLICE_MS && (await turn())) return;
  }
  const finishing = builder.finish();
  for (;;) {
    if (now() - sliceStart >= SLICE_MS && (await turn())) return;
    const step = finishing.next();
    if (step.done) {
      await warmUp(step.value, pause, now);
      return;
    }
  }
}

/**
 * Does ahead, a slice at a time, what the first keystrokes would otherwise pay for: the
 * suggestions for every first letter (the commonest keystroke, and in a big catalogue the one
 * matching most tools; kept once computed). It also gets the browser's compiler going on the
 * search code before anyone types.
 */
async function warmUp(index: Index, pause: () => Promise<void>, now: () => number): Promise<void> {
  const firstLetters = new Set(index.strongSorted.map((term) => term[0]!));
  let sliceStart = now();
  for (const letter of firstLetters) {
    searchIndex(index, letter, MAX_SUGGESTIONS, true);
    if (now() - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = now();
    }
  }
}
