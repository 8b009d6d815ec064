import type { AddressInfo } from 'node:net'
import { startNodeServer } from '../node-server'

/** What `startNodeServer` serves: the app's fetch, which takes the Node bindings as `env`. */
type FetchApp = Parameters<typeof startNodeServer>[0]

export interface LoopbackServer {
  port: number
  close(): Promise<void>
}

/** The real Node server on 127.0.0.1 and a free port, for tests that need real sockets. */
export function serveOnLoopback(app: FetchApp): Promise<LoopbackServer> {
  return new Promise((resolve) => {
    const server = startNodeServer(app, {
      port: 0,
      hostname: '127.0.0.1',
      fallbackPage: 'x',
      onListening: () =>
        resolve({
          port: (server.address() as AddressInfo).port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
    })
  })
}
