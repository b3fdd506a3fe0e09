/** A TCP forwarder on a loopback port to another address: a database that can go away and come back. */
import net from 'node:net';

export interface Forwarder {
  port: number;
  /** Starts passing connections on (again). */
  open(): Promise<void>;
  /** Cuts every connection and refuses new ones, as a database that went down. */
  cut(): Promise<void>;
}

/** A free loopback port, by asking the system for one. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function tcpForwarder(to: { host: string; port: number }): Promise<Forwarder> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    port,
    open: () =>
      new Promise((resolve, reject) => {
        server = net.createServer((incoming) => {
          const outgoing = net.connect(to.port, to.host);
          track(incoming);
          track(outgoing);
          incoming.pipe(outgoing).pipe(incoming);
          incoming.on('close', () => outgoing.destroy());
          outgoing.on('close', () => incoming.destroy());
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    },
  };
}
