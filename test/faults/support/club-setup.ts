import { LedgerWriter } from './ledger-writer';

/** A club for a fault run: its admin key, `scorers` scorer keys and four players. */
export interface RunClub {
  id: string;
  admin: string;
  scorers: string[];
  players: string[];
}

/** Creates a club with the operator token, scorer keys and four players (retrying through faults). */
export async function setUpClub(w: LedgerWriter, operatorToken: string, scorers: number): Promise<RunClub> {
  const until = Date.now() + 60_000;
  const must = async (key: string, path: string, body: unknown) => {
    const a = await w.post(key, path, body, { retryUntil: until, idempotencyKey: `setup-${Math.random()}` });
    if (a.status !== 201) throw new Error(`set-up ${path}: ${a.status} ${JSON.stringify(a.body)}`);
    return a.body as Record<string, string>;
  };
  const c = await must(operatorToken, '/v1/clubs', { name: `Fault run ${new Date().toISOString()}` });
  const keys: string[] = [];
  for (let i = 0; i < scorers; i++)
    keys.push((await must(c.adminKey, `/v1/clubs/${c.id}/keys`, { role: 'scorer', label: `table ${i + 1}` })).key);
  const players: string[] = [];
  for (let i = 0; i < 4; i++)
    players.push((await must(c.adminKey, `/v1/clubs/${c.id}/players`, { name: `Player ${i + 1}` })).id);
  return { id: c.id, admin: c.adminKey, scorers: keys, players };
}
