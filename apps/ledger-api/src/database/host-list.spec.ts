import { needsHostChoice, parseHostList } from './host-list';

describe('a libpq-style multi-host connection string', () => {
  it('lists the servers in order, each with its port, and keeps login, database and other parameters', () => {
    const hl = parseHostList(
      'postgres://api:s%40cret@10.0.0.1:6001,db-2:6002,[::1]/ledger?target_session_attrs=read-write&sslmode=disable',
    );
    expect(hl.hosts).toEqual([
      { host: '10.0.0.1', port: 6001 },
      { host: 'db-2', port: 6002 },
      { host: '::1', port: 5432 },
    ]);
    expect(hl.targetSessionAttrs).toBe('read-write');
    expect(hl.urls).toEqual([
      'postgres://api:s%40cret@10.0.0.1:6001/ledger?sslmode=disable',
      'postgres://api:s%40cret@db-2:6002/ledger?sslmode=disable',
      'postgres://api:s%40cret@[::1]:5432/ledger?sslmode=disable',
    ]);
    expect(hl.url).toBe(hl.urls[0]);
  });

  it('one server and no target_session_attrs is left to pg as it is', () => {
    expect(needsHostChoice('postgres://u@127.0.0.1:5432/db')).toBe(false);
    expect(needsHostChoice('postgresql://u@h1:1,h2:2/db')).toBe(true);
    expect(needsHostChoice('postgres://u@h1/db?target_session_attrs=primary')).toBe(true);
    expect(parseHostList('postgresql://h1/db').hosts).toEqual([{ host: 'h1', port: 5432 }]);
    expect(parseHostList('postgresql://h1/db').targetSessionAttrs).toBe('any');
  });

  it('refuses what it cannot serve rather than connecting somewhere unexpected', () => {
    expect(() => parseHostList('postgres://h1,h2/db?target_session_attrs=read-only')).toThrow(/not supported/);
    expect(() => parseHostList('postgres://h1,,h2/db')).toThrow(/bad host/);
    expect(() => parseHostList('mysql://h1/db')).toThrow(/not a postgres/);
  });
});
