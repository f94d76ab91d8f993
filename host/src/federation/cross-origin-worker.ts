/**
 * Remotes are served from their own origins, but a page may only start workers from its own
 * origin. A tool's `new Worker(new URL('./x.worker.ts', import.meta.url))` therefore gets a
 * same-origin blob worker that loads the remote's script (CORS-enabled) instead of throwing.
 */
export function crossOriginWorkerSource(scriptUrl: string, type: WorkerOptions['type']): string {
  const url = JSON.stringify(scriptUrl);
  if (type === 'module') return `import ${url};`;
  // A classic worker's bundle finds its other chunks relative to self.location, which in a blob
  // worker is the blob's (the host's) address: give it the remote script's address instead.
  return `Object.defineProperty(self, "location", { value: new URL(${url}), configurable: true });\nimportScripts(${url});`;
}

export function installCrossOriginWorker(scope: typeof globalThis = globalThis): void {
  const Native = scope.Worker;
  if (typeof Native !== 'function' || (Native as { crossOrigin?: boolean }).crossOrigin) return;
  class CrossOriginWorker extends Native {
    static crossOrigin = true;
    constructor(scriptURL: string | URL, options?: WorkerOptions) {
      const url = new URL(String(scriptURL), scope.location.href);
      if (url.origin === scope.location.origin || url.protocol === 'blob:' || url.protocol === 'data:') {
        super(scriptURL, options);
        return;
      }
      const blob = new Blob([crossOriginWorkerSource(url.href, options?.type)], { type: 'text/javascript' });
      const blobUrl = URL.createObjectURL(blob);
      super(blobUrl, options);
      // The worker has its own copy of the script once started; the URL can go.
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    }
  }
  scope.Worker = CrossOriginWorker;
}
