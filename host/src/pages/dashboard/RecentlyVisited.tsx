import { useState } from 'react';
import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { readVisitedTools } from '../../user/visited-tools';
import { ToolGrid } from '../ToolCard';
import { toolsForPaths } from './dashboard-stats';

/** A grid's worth: the full list (up to 50) stays in storage. */
export const RECENTLY_VISITED_SHOWN = 6;

export function RecentlyVisited() {
  const { catalogue } = useCompleteCatalogue();
  const [visited] = useState(readVisitedTools);
  const tools = toolsForPaths(catalogue, visited).slice(0, RECENTLY_VISITED_SHOWN);
  if (tools.length === 0) return <p className="dashboard-empty">Tools you open will show up here.</p>;
  return <ToolGrid tools={tools} label="Recently visited" />;
}
