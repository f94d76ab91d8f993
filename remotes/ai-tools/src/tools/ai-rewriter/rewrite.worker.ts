/** Rewrites and compares a long text off the page, so typing never waits for the engine. */
import { serveTask } from '@toolhub/shared/worker';
import { runRewrite } from './rewrite-task';

serveTask(runRewrite);
