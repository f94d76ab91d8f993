import { lazyModule } from '@toolhub/shared';

/** marked and DOMPurify, imported once the tool is open (or at once when this page has them). */
export const converter = lazyModule(() => import('./engine'));
