/** A TCP forwarder on a loopback port to another address: a database that can go away and come back. */
import net from 'node:net';

export interface Forwarder {
  port: number;
  /** Starts passing connections on (again). */
  open(): Promise<void>;
  /** Cuts every connection and refuses new ones, as a database that went down. */
  cut(): Promise<void>;
  /** Passes nothing on, either way, and cuts nothing: a database that froze (its bytes wait for `thaw`). */
  freeze(): void;
  thaw(): void;
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
  let frozen = false;
  const held: (() => void)[] = [];
  /** Passes `from`'s bytes on to `to`, holding them while frozen. */
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk: Buffer) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
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
          relay(incoming, outgoing);
          relay(outgoing, incoming);
          incoming.on('close', () => outgoing.destroy());
          outgoing.on('close', () => incoming.destroy());
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      held.splice(0).forEach((send) => send());
    },
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    },
  };
}
