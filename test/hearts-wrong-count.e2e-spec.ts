import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal, verification } from './support/e2e-helpers';
import { Play, SEATS, Seat, deal, nextSeat, rank, suit, winnerOf } from './support/table-play';

/** One trick from `leader`: follow with the lowest of the suit led, else the lowest card held. */
function trick(hands: Record<Seat, string[]>, leader: Seat): Play[] {
  const cards: Play[] = [];
  for (let k = 0; k < 4; k++) {
    const seat = nextSeat(leader, k);
    const low = (cs: string[]) => [...cs].sort((a, b) => rank(a) - rank(b))[0];
    const follow = cards.length ? hands[seat].filter((c) => suit(c) === suit(cards[0].card)) : [];
    const card = low(follow.length ? follow : hands[seat]);
    hands[seat] = hands[seat].filter((c) => c !== card);
    cards.push({ seat, card });
  }
  return cards;
}

describe('hearts-foster:15 two hands with the wrong count, over HTTP', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_hearts_wrong_count');
    api = new LedgerClient(t.app);
    club = await api.club('Hearts club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hearts-foster:15 hands of 12 and 14 are recorded; after the first trick the short hand draws from the long one and both pay 5 counters into the pool', async () => {
    const session = await api.session(club, 'hearts');
    const { hands } = deal(7, 'W');
    const moved = hands.N[0];
    hands.N = hands.N.slice(1);
    hands.E = [...hands.E, moved];
    await startDeal(api, club, session, { dealer: 'W', hands });
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect([view.hands.N.length, view.hands.E.length]).toEqual([12, 14]);

    const draw = (seat: Seat, card: string, from: Seat) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/1/corrections`, { kind: 'draw', seat, card, from });
    const early = await draw('N', hands.E[0], 'E');
    expect(early.status).toBe(422);
    expect(early.body.law).toBe('hearts-foster:15');

    const held = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
    const first = trick(held, 'N');
    for (const p of first) await api.fact(club.scorer, session, 1, 'plays', p);
    const wrong = await draw('E', held.N[0], 'N');
    expect(wrong.status).toBe(422);
    expect(wrong.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(wrong.body).toMatchObject({ code: 'CORRECTION_NOT_ALLOWED', law: 'hearts-foster:15' });
    const card = held.E[0];
    const drawn = await draw('N', card, 'E');
    expect(drawn.status).toBe(201);
    held.E = held.E.slice(1);
    held.N = [...held.N, card];

    let leader = winnerOf(first, null);
    for (let n = 2; n <= 13; n++) {
      const cards = trick(held, leader);
      for (const p of cards) await api.fact(club.scorer, session, 1, 'plays', p);
      leader = winnerOf(cards, null);
    }
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('ended');
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const row = sheet.deals[0];
    expect(row.laws).toContain('hearts-foster:15');
    for (const s of SEATS) expect(row.paid[s]).toBe(row.hearts[s] + (s === 'N' || s === 'E' ? 5 : 0));
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);
});
