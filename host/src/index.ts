import { nextTask } from './app/next-task';
import { prerenderPainted } from './app/prerender-painted';

// The app is its own chunk (scripts/lib/app-chunk.mjs), preloaded with the page but run once the
// pre-rendered page is on screen: on a phone, running it takes longer than painting that page,
// which would otherwise wait for it, and the browser keeps that paint as the page's largest.
// No federation boundary is needed here: the host shares its libraries with remotes through the
// federation runtime it creates on demand (federation/federation-runtime.ts), not through a
// build-time scope.

const root = document.getElementById('root');
void prerenderPainted(root?.firstChild != null)
  // React's renderer, then the app's modules, then its start, then its mount, each in a task of its
  // own (all come in the one chunk): on a phone, one task for all blocked the page for over 100 ms.
  .then(() => import(/* webpackChunkName: "app" */ './app/libraries'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "app" */ './app/App'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "app" */ './bootstrap'))
  .then(async ({ mountApp }) => {
    await nextTask();
    mountApp();
  })
  .catch((error: unknown) => {
    // The page stays as pre-rendered (its name and description); a reload tries again.
    console.error('ToolHub could not start', error);
  });
