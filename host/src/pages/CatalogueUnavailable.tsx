import { Button, Message } from '@toolhub/shared';
import { loadCatalogue } from '../catalogue/catalogue-store';

export const CATALOGUE_UNAVAILABLE = 'The list of tools could not be loaded, so this page cannot be shown yet. Check your connection and try again.';

/** Where a page needs the whole catalogue and only the home page's share of it could load. */
export function CatalogueUnavailable() {
  return (
    <div className="page">
      <Message tone="error">{CATALOGUE_UNAVAILABLE}</Message>
      <p>
        <Button variant="primary" onClick={() => void loadCatalogue()}>
          Try again
        </Button>
      </p>
    </div>
  );
}
