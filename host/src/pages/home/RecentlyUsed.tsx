import { announce, Button, type CatalogueTool } from '@toolhub/shared';
import { ToolGrid } from '../ToolCard';

export const RECENTLY_USED_HEADING_ID = 'home-recent';
export const RECENTLY_USED_CLEARED = 'Recently used tools cleared.';

/** "Recently used": the tools last opened in this browser, newest first. Rendered only when there are some. */
export function RecentlyUsed({ tools, onClear }: { tools: readonly CatalogueTool[]; onClear: () => void }) {
  return (
    <section aria-labelledby={RECENTLY_USED_HEADING_ID} className="category">
      <div className="home-section-header">
        <h2 id={RECENTLY_USED_HEADING_ID} tabIndex={-1}>
          <span aria-hidden="true">🕘 </span>Recently used
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Clear recently used tools"
          onClick={() => {
            onClear();
            announce(RECENTLY_USED_CLEARED, 'success');
          }}
        >
          Clear
        </Button>
      </div>
      <ToolGrid tools={tools} label="Recently used" />
    </section>
  );
}
