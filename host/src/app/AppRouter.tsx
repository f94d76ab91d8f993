import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
// The browser history BrowserRouter itself creates; the router is built here only to choose, per
// navigation, whether it renders as a transition.
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

let atOnce = false;

/**
 * Runs `navigate` so that the new page renders at once, in the same task, instead of as a
 * transition. Only for a page that cannot suspend: a tool whose code, drafts and page frame are
 * all here (pages/useOpenTool.ts). A transition yields to the browser every few milliseconds,
 * and on a fast machine that alone put one or two frames between the click and the tool.
 */
export function navigateAtOnce(navigate: () => void): void {
  atOnce = true;
  try {
    navigate();
  } finally {
    atOnce = false;
  }
}

/**
 * BrowserRouter, except that a navigation made through navigateAtOnce renders at once. Every
 * other navigation runs as a transition: the page stays until the next one is ready instead of
 * flashing a fallback that React then holds for its reveal throttle (~300 ms). Fields bound to
 * the query keep their own state (useQueryState), so typing never lags.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (atOnce) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
