import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal, verification } from './support/e2e-helpers';
import { fullPack, rank, suit } from './support/table-play';
import { seededRandom, shuffled } from './support/seeded-random';

type Seat3 = 'N' | 'E' | 'S';
const SEATS3: readonly Seat3[] = ['N', 'E', 'S'];
const next3 = (s: Seat3, k = 1): Seat3 => SEATS3[(SEATS3.indexOf(s) + k) % 3];

/** Three-handed: the 2♠ is out, 17 cards to each, one at a time from the dealer's left (laws.md §5.1-5.2). */
function deal3(seed: number, dealer: Seat3): Record<Seat3, string[]> {
  const pack = shuffled(seededRandom(seed), fullPack()).filter((c) => c !== '2S');
  const hands: Record<Seat3, string[]> = { N: [], E: [], S: [] };
  pack.forEach((c, i) => hands[next3(dealer, (i % 3) + 1)].push(c));
  return hands;
}

/** Plays 17 tricks from `leader`, each following with the lowest of the suit led, else discarding his highest card. */
function playOut3(hands: Record<Seat3, string[]>, leader: Seat3) {
  const left = { N: [...hands.N], E: [...hands.E], S: [...hands.S] };
  const plays: { seat: Seat3; card: string }[] = [];
  const hearts: Record<Seat3, number> = { N: 0, E: 0, S: 0 };
  let lead = leader;
  for (let n = 0; n < 17; n++) {
    const cards: { seat: Seat3; card: string }[] = [];
    for (let k = 0; k < 3; k++) {
      const seat = next3(lead, k);
      const follow = cards.length ? left[seat].filter((c) => suit(c) === suit(cards[0].card)) : [];
      const byRank = [...(follow.length ? follow : left[seat])].sort((a, b) => rank(a) - rank(b));
      const card = follow.length || !cards.length ? byRank[0] : byRank[byRank.length - 1];
      left[seat] = left[seat].filter((c) => c !== card);
      cards.push({ seat, card });
    }
    const led = suit(cards[0].card);
    const winner = cards.filter((c) => suit(c.card) === led).sort((a, b) => rank(b.card) - rank(a.card))[0].seat;
    hearts[winner] += cards.filter((c) => suit(c.card) === 'H').length;
    plays.push(...cards);
    lead = winner;
  }
  return { plays, hearts };
}

describe('three-handed Hearts over HTTP (hearts-foster:p310)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_hearts_three_handed');
    api = new LedgerClient(t.app);
    club = await api.club('Three-handed club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hearts-foster:p310 three players, the 2♠ out, 17 cards each; the one with most hearts pays each other the difference', async () => {
    const [N, E, S] = club.players;
    const session = await api.session(club, 'hearts', { settlement: 'three-handed-excess' }, { N, E, S });
    // a deal with the 2♠ in a hand is not this table's pack
    const withDeuce = deal3(3, 'S');
    withDeuce.N = [...withDeuce.N.slice(1), '2S'];
    const refused = await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'S', hands: withDeuce });
    expect(refused.status).toBe(422);

    const hands = deal3(3, 'S');
    await startDeal(api, club, session, { dealer: 'S', hands } as never);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(SEATS3.map((s) => view.hands[s].length)).toEqual([17, 17, 17]);
    const { plays, hearts } = playOut3(hands, 'N');
    for (const p of plays) await api.fact(club.scorer, session, 1, 'plays', p);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.players).toEqual(['N', 'E', 'S']);
    const row = sheet.deals[0];
    expect(row).toMatchObject({ method: 'three-handed-excess', hearts });
    expect(row.laws).toContain('hearts-foster:p310');
    const most = Math.max(...SEATS3.map((s) => hearts[s]));
    const payers = SEATS3.filter((s) => hearts[s] === most);
    const excess = SEATS3.filter((s) => hearts[s] < most).reduce((a, s) => a + (most - hearts[s]), 0);
    for (const s of SEATS3)
      expect(sheet.balances[s]).toBe(hearts[s] === most ? -excess : payers.length * (most - hearts[s]));
    expect(sheet.pool).toBe(0);
    expect(sheet.jack).toBe(false);
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 90_000);

  it('hearts-foster:p310 the excess method is for three players: a four-handed session asking for it gets a 400', async () => {
    const [N, E, S, W] = club.players;
    const res = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'hearts',
      seats: { N, E, S, W },
      rules: { settlement: 'three-handed-excess' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UNKNOWN_RULE', law: 'hearts-foster:p310' });
  }, 60_000);
});
