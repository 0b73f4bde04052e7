import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play an outage without
 * touching the shared server: `cut()` stops listening and drops every open connection (clients
 * then see ECONNREFUSED / "Connection terminated unexpectedly"), `restore()` listens again on the
 * same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** `postgresql://…` URL of `databaseUrl` rewritten to go through this proxy. */
  static async forDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
    const u = new URL(databaseUrl);
    const proxy = new TcpProxy(u.hostname, Number(u.port || 5432));
    await proxy.restore();
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    return { proxy, url: u.toString() };
  }

  restore(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}
