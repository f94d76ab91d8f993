import { useParams } from 'react-router-dom';
import { findTool } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { NotFoundPage } from './NotFoundPage';
import { ComingSoonPage } from './ComingSoonPage';
import { ToolPage } from './ToolPage';
import { LoadingState } from './LoadingState';

/** `/:toolPath`: unknown → 404, unavailable → Coming soon, available → the remote's tool. */
export function ToolRoute() {
  const { toolPath = '' } = useParams();
  const catalogue = useCatalogueStore((state) => state.catalogue);
  const settled = useCatalogueStore((state) => state.settled);
  const tool = findTool(catalogue, toolPath);
  if (!tool) return settled ? <NotFoundPage /> : <LoadingState label="Loading…" />;
  if (!tool.isAvailable) return <ComingSoonPage tool={tool} />;
  return <ToolPage key={tool.path} tool={tool} />;
}
