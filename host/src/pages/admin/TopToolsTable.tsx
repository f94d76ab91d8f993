import type { ToolViews } from './top-pages';
import { ToolCountTable } from './ToolCountTable';

export function TopToolsTable({ tools, rangeLabel }: { tools: readonly ToolViews[]; rangeLabel: string }) {
  if (tools.length === 0) return <p className="admin-empty">No tool pages were viewed in the {rangeLabel}.</p>;
  return <ToolCountTable caption="Top tools" countLabel="Views" rows={tools.map(({ tool, views }) => ({ tool, count: views }))} />;
}
