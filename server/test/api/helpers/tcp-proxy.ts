// A TCP relay between the server under test and PostgreSQL, so a test can take the database away
// and bring it back on the same address: 'down' refuses connections (a stopped or restarting
// database), 'silent' accepts them and never answers (a dead network path), 'up' relays.
import net from 'node:net';

export type ProxyMode = 'up' | 'down' | 'silent';

export interface TcpProxy {
  port: number;
  setMode: (mode: ProxyMode) => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'silent') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => {
    for (const s of sockets) s.destroy();
  };

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    setMode: async (next) => {
      mode = next;
      cutAll();
      if (next === 'down') await stopListening();
      else if (!server.listening) await listen(port);
    },
    close: async () => {
      cutAll();
      await stopListening();
    },
  };
}
