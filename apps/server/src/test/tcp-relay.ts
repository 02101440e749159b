import { connect, createServer, type Socket } from 'node:net';

/*
 * A TCP relay between a server process and PostgreSQL that a test can break on purpose: an
 * outage as the server sees it (a database restarted, a network cut, a firewall dropping
 * packets), without touching the real database other tests share.
 */

type Mode = 'open' | 'refuse' | 'hang';

export interface TcpRelay {
  /** The port to connect to instead of the target's. */
  port: number;
  /**
   * The database goes away: every open connection is reset and new ones are refused at once
   * (what a stopped or restarting PostgreSQL looks like).
   */
  cut(): void;
  /**
   * The database stops answering: open connections go silent (bytes are dropped both ways) and
   * new ones are accepted and never answered (a hung server, a black-holing firewall).
   */
  hang(): void;
  /** New connections go through again; connections left silent by `hang()` are closed. */
  restore(): void;
  /** How many connections are relayed right now (both ends up). */
  openConnections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  silent: boolean;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let mode: Mode = 'open';
  const pairs = new Set<Pair>();
  // Connections accepted while hanging: never relayed, closed on restore or close.
  const held = new Set<Socket>();

  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, silent: false };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // NOTE: piping would keep writing after `hang()`; forwarding by hand lets bytes be dropped.
    client.on('data', (chunk: Buffer) => {
      if (!pair.silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!pair.silent) client.write(chunk);
    });
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  };

  const server = createServer((client) => {
    if (mode === 'open') return relay(client);
    if (mode === 'refuse') return client.resetAndDestroy();
    held.add(client);
    client.on('error', () => undefined);
    client.on('close', () => held.delete(client));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');

  const dropHeld = () => {
    for (const socket of held) socket.destroy();
    held.clear();
  };

  return {
    port: address.port,
    cut() {
      mode = 'refuse';
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
      dropHeld();
    },
    hang() {
      mode = 'hang';
      for (const pair of pairs) pair.silent = true;
    },
    restore() {
      mode = 'open';
      for (const pair of pairs) {
        if (!pair.silent) continue;
        pair.client.destroy();
        pair.upstream.destroy();
        pairs.delete(pair);
      }
      dropHeld();
    },
    openConnections: () => pairs.size,
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      dropHeld();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A relay in front of the PostgreSQL at `url`, and that database's URL through the relay. */
export async function relayDatabase(url: string): Promise<{ relay: TcpRelay; viaRelay: URL }> {
  const target = new URL(url);
  const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRelay = new URL(url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  return { relay, viaRelay };
}
