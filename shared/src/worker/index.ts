export { serveTask, type TaskRequest, type TaskResponse, type TaskRun } from './serve-task';
export { formatBytes, utf8Length } from '../kit/bytes';
export { formatNumber } from '../kit/numbers';
export { lazyRegExp } from '../kit/lazy-regexp';
