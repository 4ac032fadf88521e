import { createHash } from 'node:crypto';
import { apiKeyDigest, hashApiKey, newApiKey, parseApiKey, sameHash } from '../apps/ledger-api/src/auth/api-key';
import { CreateKey } from '../apps/ledger-api/src/clubs/create-key/create-key.command';
import { CreateKeyHandler } from '../apps/ledger-api/src/clubs/create-key/create-key.handler';

/** Issue 6: what is stored for a key is its SHA-256, never the key, and checks compare in constant time. */
describe('API keys are stored hashed', () => {
  const club = '5b1c0e7a-1d2e-4f3a-8b9c-0d1e2f3a4b5c';

  it('stores exactly sha256(key) (32 bytes) for a new key, and the key is returned once', async () => {
    const inserted: Record<string, unknown>[] = [];
    // The handler inserts through the quota's transaction (issue 18.5); this fake transaction records the row.
    const tx = { insert: async (_entity: unknown, row: Record<string, unknown>) => void inserted.push(row) };
    const quotas = { within: (_k: string, _c: string, insert: (t: typeof tx) => Promise<unknown>) => insert(tx) };
    const handler = new CreateKeyHandler(quotas as never);
    const answer = await handler.execute(new CreateKey(club, 'scorer', 'table 1'));
    expect(inserted).toHaveLength(1);
    const stored = inserted[0].keyHash as Buffer;
    expect(Buffer.isBuffer(stored)).toBe(true);
    expect(stored).toHaveLength(32);
    expect(stored.equals(createHash('sha256').update(answer.key).digest())).toBe(true);
    const everything = JSON.stringify(inserted[0]) + stored.toString('latin1');
    expect(everything).not.toContain(answer.key);
    expect(everything).not.toContain(answer.key.split('_').slice(3).join('_')); // the secret may itself contain '_'
  });

  it('gives different hashes for keys differing in one character, and compares them as different', () => {
    const { key } = newApiKey(club);
    const flipped = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(parseApiKey(flipped)).toEqual(parseApiKey(key));
    expect(sameHash(hashApiKey(key), hashApiKey(key))).toBe(true);
    expect(sameHash(hashApiKey(key), hashApiKey(flipped))).toBe(false);
    expect(sameHash(hashApiKey(key), Buffer.alloc(3))).toBe(false);
  });

  it("keys the verifier's cache by the same SHA-256 as is stored, in base64 (so a look-up compares it to the row)", () => {
    const { key } = newApiKey(club);
    const flipped = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(apiKeyDigest(key)).toBe(hashApiKey(key).toString('base64'));
    expect(Buffer.from(apiKeyDigest(key), 'base64').equals(hashApiKey(key))).toBe(true);
    expect(apiKeyDigest(flipped)).not.toBe(apiKeyDigest(key));
  });
});
