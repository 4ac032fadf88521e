import { apiEnvironment, heldOwnerSecrets } from './api-environment';

describe('the serving process never holds the owner credentials (ADR 0011)', () => {
  const given = {
    MIGRATION_DATABASE_URL: 'postgres://ledger_owner:secret@db/ledger',
    DATABASE_URL: 'postgres://ledger_api:pw@db/ledger',
    PORT: '3000',
  };

  it('the launcher passes everything but MIGRATION_DATABASE_URL, with its own additions', () => {
    const env = apiEnvironment(given, { LEDGER_OPERATOR_TOKEN: 't' });
    expect(env).toEqual({ DATABASE_URL: given.DATABASE_URL, PORT: '3000', LEDGER_OPERATOR_TOKEN: 't' });
    expect(JSON.stringify(env)).not.toContain('secret');
    expect(heldOwnerSecrets(env)).toEqual([]);
  });

  it('an addition cannot smuggle the owner URL back in', () => {
    expect(apiEnvironment({}, { MIGRATION_DATABASE_URL: 'x' })).toEqual({});
  });

  it('the serving process sees it when it is there', () => {
    expect(heldOwnerSecrets(given)).toEqual(['MIGRATION_DATABASE_URL']);
    expect(heldOwnerSecrets({ MIGRATION_DATABASE_URL: '' })).toEqual([]);
  });
});
