/** One server of a multi-host connection string. */
export interface HostPort {
  host: string;
  port: number;
}

/** What a session must be to be kept (libpq's `target_session_attrs`, the values this app supports). */
export type TargetSessionAttrs = 'any' | 'read-write' | 'primary';

/** A connection string split into its servers and a single-host URL that `pg` can read. */
export interface HostList {
  /** The servers, in the order given (libpq tries them in that order). */
  hosts: HostPort[];
  targetSessionAttrs: TargetSessionAttrs;
  /** The URL with only the first server and without `target_session_attrs` (user, password, database, other parameters kept). */
  url: string;
  /** The same URL for each server, in the order of `hosts`. */
  urls: string[];
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;
const ATTRS: readonly string[] = ['any', 'read-write', 'primary'];

/**
 * Reads a libpq-style URL with one or more servers, `postgres://user@h1:p1,h2:p2/db?target_session_attrs=read-write`
 * (libpq "Specifying Multiple Hosts"): node-postgres reads only one host, so the app picks the server itself
 * (read-write-client.ts). A missing port is 5432; IPv6 hosts are written in brackets. Throws on an
 * unsupported `target_session_attrs` (read-only, standby and prefer-standby are libpq's, not served here).
 */
export function parseHostList(url: string): HostList {
  const m = URL_PARTS.exec(url);
  if (!m) throw new Error('not a postgres:// URL');
  const [, scheme, login = '', authority, rest] = m;
  const hosts = authority.split(',').map((part): HostPort => {
    const hp = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(part);
    if (!hp || hp[1] === '') throw new Error(`bad host "${part}" in the connection string`);
    return { host: hp[1].replace(/^\[(.*)\]$/, '$1'), port: hp[2] ? Number(hp[2]) : 5432 };
  });
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : rest.slice(q + 1));
  const attrs = params.get('target_session_attrs') ?? 'any';
  if (!ATTRS.includes(attrs))
    throw new Error(`target_session_attrs=${attrs} is not supported (any, read-write, primary)`);
  params.delete('target_session_attrs');
  const query = params.toString();
  const urls = hosts.map(
    (h) =>
      `${scheme}${login}${h.host.includes(':') ? `[${h.host}]` : h.host}:${h.port}${path}${query ? `?${query}` : ''}`,
  );
  return { hosts, targetSessionAttrs: attrs as TargetSessionAttrs, url: urls[0], urls };
}

/** True when `url` names more than one server or asks for a kind of session: plain `pg` cannot serve it. */
export function needsHostChoice(url: string): boolean {
  const m = URL_PARTS.exec(url);
  return !!m && (m[3].includes(',') || /[?&]target_session_attrs=/.test(m[4]));
}
