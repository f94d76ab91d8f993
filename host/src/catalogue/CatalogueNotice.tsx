import { Message } from '@toolhub/shared';
import { useCatalogueStore } from './catalogue-store';

/** Says, without blocking anything, that the live catalogue was not usable. */
export function CatalogueNotice() {
  const problem = useCatalogueStore((state) => state.problem);
  if (!problem) return null;
  return (
    <div className="notice-bar">
      <Message tone="warning">
        The tool list could not be refreshed, so you may not see the newest tools. Everything else works as usual.
      </Message>
    </div>
  );
}
