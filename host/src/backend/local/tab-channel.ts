/**
 * Cross-tab notices for the local adapter. IndexedDB is shared by every tab of the origin but has
 * no change events, so each write is announced on a BroadcastChannel and other tabs re-read.
 */
export type TabNotice = { kind: 'auth' } | { kind: 'document'; path: string };

export interface TabChannel {
  post(notice: TabNotice): void;
  close(): void;
}

export function openTabChannel(name: string, onNotice: (notice: TabNotice) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(`toolhub-backend:${name}`);
  channel.onmessage = (event: MessageEvent<TabNotice>) => onNotice(event.data);
  return { post: (notice) => channel.postMessage(notice), close: () => channel.close() };
}
