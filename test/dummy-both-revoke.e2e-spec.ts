import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal } from './support/e2e-helpers';
import { Seat, deal, lowest, nextSeat, playOut, rank, suit } from './support/table-play';

/**
 * A dummy-whist deal (Dummy at N, W deals) played lawfully by the lowest card, except that S (Dummy's partner,
 * in his own hand) and then E each renounce once while holding the suit led (whist-1900:74).
 */
function bothSidesRevoke(seed: number) {
  const { hands, trumpCard } = deal(seed, 'W');
  const revoked = new Set<Seat>();
  const played = playOut(hands, suit(trumpCard), nextSeat('W'), lowest, (seat, hand, trick, n) => {
    if (n < 2 || !trick.length || revoked.has(seat) || (seat !== 'S' && seat !== 'E')) return undefined;
    if (seat === 'E' && !revoked.has('S')) return undefined;
    const led = suit(trick[0].card);
    const others = hand.filter((c) => suit(c) !== led).sort((a, b) => rank(a) - rank(b));
    if (!hand.some((c) => suit(c) === led) || !others.length) return undefined;
    revoked.add(seat);
    return others[0];
  });
  return { hands, trumpCard, played, revoked };
}

describe('dummy whist, both sides revoking: Bridge law 99 under dummyLaws "bridge-1904", Whist law 85 otherwise', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_dummy_both_revoke');
    api = new LedgerClient(t.app);
    club = await api.club('Dummy club');
  });
  afterAll(async () => {
    await t?.close();
  });

  let seed = 1;
  let d = bothSidesRevoke(seed);
  while (d.revoked.size < 2) d = bothSidesRevoke(++seed);

  async function bothRevokedSheet(dummyLaws: 'bridge-1904' | 'whist-1900') {
    const [, pE, pS, pW] = club.players;
    const session = await api.session(club, 'dummy-whist', { dummyLaws }, { N: null, E: pE, S: pS, W: pW });
    await startDeal(api, club, session, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    await play(api, club.scorer, session, 1, d.played.plays);
    const onS = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'E', against: 'S' });
    const onE = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'S', against: 'E' });
    expect([onS.verdict, onE.verdict]).toEqual(['established', 'established']);
    for (const [by, claim, option] of [
      ['E', onS.id, 'add-three'],
      ['S', onE.id, 'add-three'],
    ])
      expect(
        (
          await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
            by,
            revokeClaim: claim,
            option,
          })
        ).status,
      ).toBe(201);
    return read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
  }

  it("bridge-1904:99 each side is penalised at its adversary's discretion and neither wins the game that hand", async () => {
    const sheet = await bothRevokedSheet('bridge-1904');
    const row = sheet.deals[0];
    expect(row.laws).toContain('bridge-1904:99');
    expect(row.laws).not.toContain('whist-1900:85');
    expect(row.penalties).toEqual([
      expect.objectContaining({ to: 'EW', option: 'add-three', law: 'bridge-1904:99' }),
      expect.objectContaining({ to: 'NS', option: 'add-three', law: 'bridge-1904:99' }),
    ]);
    expect(sheet.score.NS).toBeLessThanOrEqual(4);
    expect(sheet.score.EW).toBeGreaterThanOrEqual(3);
    expect(sheet.score.EW).toBeLessThanOrEqual(4);
    expect(sheet.games).toEqual([]);
  }, 60_000);

  it('whist-1900:85 under the Whist laws the same revokes cancel', async () => {
    const sheet = await bothRevokedSheet('whist-1900');
    const row = sheet.deals[0];
    expect(row.laws).toContain('whist-1900:85');
    expect(row.laws).not.toContain('bridge-1904:99');
    expect(row.penalties).toEqual([]);
  }, 60_000);
});
