/** The parts of serve-handler and compression that scripts/lib/static-server.mjs uses. */
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { ReadStream } from 'node:fs';

  export interface ServeHandlerConfig {
    public?: string;
    etag?: boolean;
    symlinks?: boolean;
    directoryListing?: boolean | string[];
    cleanUrls?: boolean | string[];
  }

  export interface ServeHandlerMethods {
    createReadStream?: (path: string, options?: { start?: number; end?: number }) => ReadStream;
    sendError?: (
      absolutePath: string,
      response: ServerResponse,
      acceptsJSON: boolean,
      current: string,
      handlers: unknown,
      config: ServeHandlerConfig,
      spec: { statusCode: number; code: string; message: string },
    ) => void | Promise<void>;
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: ServeHandlerConfig,
    methods?: ServeHandlerMethods,
  ): Promise<void>;
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  interface Compression {
    (options?: { filter?: (req: IncomingMessage, res: ServerResponse) => boolean; threshold?: number | string; level?: number }): Middleware;
    filter(req: IncomingMessage, res: ServerResponse): boolean;
  }
  const compression: Compression;
  export default compression;
}
