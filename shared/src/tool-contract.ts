import type { CatalogueTool } from './catalogue/schema';

/**
 * The props the host gives every tool component. A remote exposes `./<path>` whose default
 * export is a `ToolComponent`. Tools never import the host: anything they need from the shell
 * arrives here or through `@toolhub/shared`.
 */
export interface ToolProps {
  /** The tool's own catalogue entry (name, path, description, icon, ...). */
  tool: CatalogueTool;
}

export type ToolComponent = (props: ToolProps) => React.ReactNode;

/** The shape of a remote's exposed module as loaded by the federation runtime. */
export interface ToolModule {
  default: ToolComponent;
}
