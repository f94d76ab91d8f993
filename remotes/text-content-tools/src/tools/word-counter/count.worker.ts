/** Counts a large text off the page, so a pasted book never freezes typing. */
import { serveTask } from '@toolhub/shared/worker';
import { countText } from './count';

serveTask((text: string) => countText(text));
