import { ConnectionPowersRow, ownerConnectionRefusal, ownerPowers } from './connection-privilege';

const plain: ConnectionPowersRow = {
  login: 'ledger_api',
  superuser: false,
  createrole: false,
  super_roles: [],
  owns_database: false,
  owned_schemas: [],
  owned_relations: [],
  schema_present: true,
};

describe('ownerPowers (ADR 0011)', () => {
  it('a plain member of ledger_app holds none', () => {
    expect(ownerPowers(plain)).toEqual([]);
  });

  it('names each power: superuser, a superuser it may become, CREATEROLE, database, schema and table ownership', () => {
    expect(
      ownerPowers({
        ...plain,
        superuser: true,
        super_roles: ['postgres'],
        createrole: true,
        owns_database: true,
        owned_schemas: ['public'],
        owned_relations: ['api_keys', 'clubs', 'deal_views', 'events', 'idempotency_keys', 'player_ledger', 'players'],
      }),
    ).toEqual([
      'is a superuser',
      'may become the superuser postgres',
      'has CREATEROLE (may grant itself the owner role)',
      'owns the database',
      'owns schema public',
      'owns api_keys, clubs, deal_views, events, idempotency_keys, player_ledger and 1 more',
    ]);
  });

  it('the refusal names the login, its powers, the two URLs and the escape hatch', () => {
    const msg = ownerConnectionRefusal('ledger', ['is a superuser']);
    expect(msg).toMatch(/^refusing to start: DATABASE_URL logs in as "ledger", which is a superuser\. /);
    for (const s of ['MIGRATION_DATABASE_URL', 'npm run migrate', 'LEDGER_ALLOW_OWNER_CONNECTION=1'])
      expect(msg).toContain(s);
  });
});
