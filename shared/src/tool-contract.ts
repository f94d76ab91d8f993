import type { CatalogueTool } from './catalogue/schema';

/**
 * The props the host gives every tool component. A remote exposes `./<path>` whose default
 * export is a `ToolComponent`. Tools never import the host: anything they need from the shell
 * arrives here or through `@toolhub/shared`.
 */
export interface ToolProps {
  /** The tool's own catalogue entry (name, path, description, icon, ...). */
  tool: CatalogueTool;
  /**
   * Headers for a request to the site's own API (/api/…): App Check's token where the host has App
   * Check on, none otherwise. Never rejects. Absent on an older host and in tests: send none.
   */
  apiHeaders?: () => Promise<Record<string, string>>;
}

export type ToolComponent = (props: ToolProps) => React.ReactNode;

/** The shape of a remote's exposed module as loaded by the federation runtime. */
export interface ToolModule {
  default: ToolComponent;
  /**
   * Optional: called once when the visitor is about to open the tool (a pointer resting on its
   * card, a touch, focus), after the module arrived and before the click. A tool whose first
   * render needs data of its own (a name list, a country table) starts fetching it here, so the
   * click finds it loaded. Never called on a click without intent, nor when the page is opened
   * directly: there, loading it in the first render keeps it out of the first frame. It must not
   * throw or render, and handles its own promise's failure (the render asks again).
   */
  prepare?: () => void;
}
