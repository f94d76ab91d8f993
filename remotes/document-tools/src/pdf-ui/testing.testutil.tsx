/**
 * Component tests of the document tools: the tool rendered at its own path in a router (the kit's
 * renderInRouter, which records the query string the tool writes), and a reload that keeps what a
 * browser keeps (IndexedDB) and forgets the page's memory.
 */
import type { ReactNode } from 'react';
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { flushDrafts, type CatalogueTool, type ToolComponent } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';

interface ToolPageOptions {
  /** Passed to userEvent.setup. */
  user?: Parameters<typeof userEvent.setup>[0];
  /** Other pages the tool links to, as <Route> elements; the tool then sits in <Routes> at its path. */
  routes?: ReactNode;
}

export function toolPage(Tool: ToolComponent, tool: CatalogueTool, options: ToolPageOptions = {}) {
  const home = `/${tool.path}`;
  const page = <Tool tool={tool} />;

  /** Renders the tool at `url` (its own path by default); answers the user-event user. */
  function setup(url = home) {
    const user = userEvent.setup(options.user);
    renderInRouter(
      options.routes ? (
        <Routes>
          <Route path={home} element={page} />
          {options.routes}
        </Routes>
      ) : (
        page
      ),
      url,
    );
    return user;
  }

  /** A reload: the page's memory is gone, IndexedDB is not. */
  async function reload(url?: string) {
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    return setup(url);
  }

  /** The query string the tool wrote. */
  const query = currentQuery;

  return { setup, reload, query };
}
