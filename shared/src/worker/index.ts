export { serveTask, type TaskRequest, type TaskResponse, type TaskRun } from './serve-task';
