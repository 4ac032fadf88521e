import { Client, ClientConfig } from 'pg';
import { HostList, HostPort, needsHostChoice, parseHostList, TargetSessionAttrs } from './host-list';

/**
 * No server of the list accepts the session asked for (all down, or all standbys while a failover runs).
 * SQLSTATE 08001 (sqlclient_unable_to_establish_sqlconnection): answered 503 with Retry-After.
 */
export class NoAcceptableHostError extends Error {
  readonly code = '08001';
}

/** Client settings plus the server list that {@link HostListClient} chooses from. */
export interface HostListConfig extends ClientConfig {
  hostList: HostList;
}

/** Per server list, the index of the server that last accepted: tried first, without a probe. */
const lastAccepted = new Map<string, number>();
const listKey = (hl: HostList) => hl.hosts.map((h) => `${h.host}:${h.port}`).join(',');
const at = (h: HostPort) => `${h.host}:${h.port}`;

/** The session is what was asked for (libpq: `SHOW transaction_read_only` for read-write, `pg_is_in_recovery()` for primary). */
async function acceptable(c: Client, attrs: TargetSessionAttrs): Promise<boolean> {
  if (attrs === 'read-write')
    return (
      (await c.query<{ transaction_read_only: string }>('SHOW transaction_read_only')).rows[0].transaction_read_only ===
      'off'
    );
  if (attrs === 'primary')
    return (await c.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows[0].standby === false;
  return true;
}

/** Wait for a server that neither answers nor refuses, per probe, unless the config says otherwise. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * A `pg` Client for a libpq-style multi-host URL (`postgres://u@h1:p1,h2:p2/db?target_session_attrs=read-write`),
 * which node-postgres does not read (brianc/node-postgres#1470, #2781). On connect it takes the server
 * that accepted last; when there is none, it probes the servers in order (a short connection each, as
 * libpq does) and takes the first that accepts. Every connection is checked once connected, so a server
 * demoted meanwhile is refused too: the check fails, the remembered server is forgotten, and the error
 * (a {@link NoAcceptableHostError}, or the connection's own) reaches the caller, who answers 503; the next
 * connection probes again. Used as the pool's `Client` and for the dedicated LISTEN and sequencer connections.
 */
export class HostListClient extends Client {
  private readonly hostList: HostList;
  private readonly probeConfig: ClientConfig;

  constructor(config: HostListConfig) {
    super({ ...config, connectionString: config.hostList.url });
    this.hostList = config.hostList;
    const { user, password, ssl, connectionTimeoutMillis } = config;
    this.probeConfig = { user, password, ssl, connectionTimeoutMillis: connectionTimeoutMillis || PROBE_TIMEOUT_MS };
  }

  override connect(): Promise<Client>;
  override connect(callback: (err: Error) => void): void;
  override connect(callback?: (err: Error) => void): Promise<Client> | void {
    const done = this.connectToAcceptable().then(() => this);
    if (!callback) return done;
    done.then(() => callback(undefined as unknown as Error), callback);
  }

  private async connectToAcceptable(): Promise<void> {
    const hl = this.hostList;
    const key = listKey(hl);
    const remembered = lastAccepted.get(key);
    const index = remembered ?? (await this.probe());
    const target = hl.hosts[index];
    const self = this as unknown as { host: string; port: number; connectionParameters: HostPort };
    self.host = self.connectionParameters.host = target.host;
    self.port = self.connectionParameters.port = target.port;
    // Between the handshake and the end of the check nobody listens yet (a pool listens once connect()
    // returns): an error the server sends then (it dies, it is shut down) fails this connect instead of
    // being an unhandled 'error' event that ends the process.
    let lost: Error | undefined;
    const onError = (e: Error) => (lost ??= e);
    this.on('error', onError);
    try {
      await super.connect();
      const ok = await acceptable(this, hl.targetSessionAttrs);
      if (lost) throw lost;
      if (!ok) {
        throw new NoAcceptableHostError(
          `${at(target)} does not accept ${hl.targetSessionAttrs} sessions (a standby, or a primary being demoted)`,
        );
      }
    } catch (e) {
      if (lastAccepted.get(key) === index) lastAccepted.delete(key);
      await this.end().catch(() => undefined);
      throw e;
    } finally {
      this.off('error', onError);
    }
    lastAccepted.set(key, index);
  }

  /** The first server, in the given order, that accepts the session asked for. */
  private async probe(): Promise<number> {
    const hl = this.hostList;
    const refusals: string[] = [];
    for (const [i, h] of hl.hosts.entries()) {
      const c = new Client({ ...this.probeConfig, connectionString: hl.urls[i] });
      c.on('error', () => undefined);
      try {
        await c.connect();
        if (await acceptable(c, hl.targetSessionAttrs)) return i;
        refusals.push(`${at(h)}: not ${hl.targetSessionAttrs}`);
      } catch (e) {
        refusals.push(`${at(h)}: ${(e as Error).message}`);
      } finally {
        await c.end().catch(() => undefined);
      }
    }
    throw new NoAcceptableHostError(
      `no server of the connection string accepts ${hl.targetSessionAttrs} sessions (${refusals.join('; ')})`,
    );
  }
}

/**
 * Client settings for `url`: as given when `pg` reads it alone (one server, no `target_session_attrs`), else
 * the first server's URL with {@link HostListClient} choosing among them. Spread it into `new Client(...)` via
 * {@link newClient}, or into a pool's options (it carries `Client`).
 */
export function clientOptions(url: string): {
  connectionString: string;
  Client?: typeof HostListClient;
  hostList?: HostList;
} {
  if (!needsHostChoice(url)) return { connectionString: url };
  const hostList = parseHostList(url);
  return { connectionString: hostList.url, Client: HostListClient, hostList };
}

/** A connected-on-demand Client for `url` (any number of servers), with `extra` settings. */
export function newClient(url: string, extra: ClientConfig = {}): Client {
  const o = clientOptions(url);
  return o.hostList
    ? new HostListClient({ ...extra, hostList: o.hostList })
    : new Client({ ...extra, connectionString: url });
}
