/**
 * A double click or a double Enter must not create two accounts or send feedback twice: while a
 * call with the same key is running, a second one gets the first one's promise.
 */
const running = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const current = running.get(key);
  if (current) return current as Promise<T>;
  const started = work().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
