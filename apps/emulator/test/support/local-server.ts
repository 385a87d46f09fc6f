import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  server: Server;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Drops open connections (a request the server never answers included) and stops listening. */
  close(): Promise<void>;
}

/** An HTTP server on a free port of 127.0.0.1 (a meter the device polls), for `opened(…)`. */
export async function localServer(handle?: RequestListener): Promise<LocalServer> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
