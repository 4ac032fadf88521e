import type { Response } from 'supertest';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { play, read, startDeal, streamState, verification } from './support/e2e-helpers';
import { revokeDeal } from './support/revoke-script';
import { Play, SEATS, deal, lowest, playOut, suit } from './support/table-play';

/** A refusal of api.md "Errors": the status, problem+json, and the fields every problem has. */
function expectProblem(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status,
    detail: expect.any(String),
  });
  if (code) expect(res.body.code).toBe(code);
}

describe('bad input is refused with problem+json and nothing is written (api.md "Errors")', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let rival: TestClub;
  let session: string;
  let plays: Play[];
  let hands: ReturnType<typeof deal>['hands'];
  const PLAYED = 5;
  const plays$ = () => `/v1/sessions/${session}/deals/1/plays`;
  /** Runs a request and checks the session's stream did not move. */
  async function unchanged(request: () => Promise<Response>): Promise<Response> {
    const before = await streamState(api, club.auditor, session);
    const res = await request();
    const after = await streamState(api, club.auditor, session);
    expect(after).toEqual(before);
    return res;
  }

  beforeAll(async () => {
    t = await startTestApp('e2e_bad_input');
    api = new LedgerClient(t.app);
    club = await api.club('Careful club');
    rival = await api.club('Rival club');
    session = await api.session(club, 'whist');
    const d = deal(3, 'W');
    hands = d.hands;
    plays = playOut(d.hands, suit(d.trumpCard), 'N', lowest).plays;
    await startDeal(api, club, session, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    await play(api, club.scorer, session, 1, plays.slice(0, PLAYED));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('400 for malformed JSON', async () => {
    const res = await unchanged(() =>
      api
        .http()
        .post(plays$())
        .set('Authorization', `Bearer ${club.scorer}`)
        .set('Content-Type', 'application/json')
        .send('{"seat": "N", "card": '),
    );
    expectProblem(res, 400);
  });

  it('400 for unknown fields, a bad card ("1X") and a bad seat, with the validation messages in `errors`', async () => {
    const next = plays[PLAYED];
    for (const body of [
      { ...next, extra: true },
      { seat: next.seat, card: '1X' },
      { seat: 'X', card: next.card },
      { seat: next.seat },
    ]) {
      const res = await unchanged(() => api.post(club.scorer, plays$(), body));
      expectProblem(res, 400);
      expect(Array.isArray(res.body.errors) && res.body.errors.length > 0).toBe(true);
    }
  });

  it('422 CARD_NOT_HELD for a card the seat was not dealt, and 422 for a card already played', async () => {
    const next = plays[PLAYED];
    const elsewhere = SEATS.filter((s) => s !== next.seat)
      .flatMap((s) => hands[s])
      .find((c) => !plays.slice(0, PLAYED).some((p) => p.card === c))!;
    expectProblem(
      await unchanged(() => api.post(club.scorer, plays$(), { seat: next.seat, card: elsewhere })),
      422,
      'CARD_NOT_HELD',
    );
    const mine = plays.slice(0, 4).find((p) => p.seat === next.seat)!;
    const again = await unchanged(() => api.post(club.scorer, plays$(), { seat: next.seat, card: mine.card }));
    expectProblem(again, 422, 'CARD_ALREADY_PLAYED');
    // a card another seat already played is refused too, whoever claims to hold it
    const theirs = plays.slice(0, PLAYED).find((p) => p.seat !== next.seat)!;
    expectProblem(
      await unchanged(() => api.post(club.scorer, plays$(), { seat: next.seat, card: theirs.card })),
      422,
      'CARD_ALREADY_PLAYED',
    );
  });

  it('409 for a stale If-Match, 201 for the current one', async () => {
    const { version } = await streamState(api, club.auditor, session);
    const next = plays[PLAYED];
    expectProblem(
      await unchanged(() => api.post(club.scorer, plays$(), next, { 'If-Match': `"${version - 1}"` })),
      409,
    );
    const ok = await api.post(club.scorer, plays$(), next, { 'If-Match': `"${version}"` });
    expect(ok.status).toBe(201);
    expect(ok.body.version).toBe(version + 1);
    expect(ok.headers.etag).toBe(`"${ok.body.version}"`);
  });

  it('409 for the loser of two concurrent writes on the same version: one is written, the other not', async () => {
    const other = await api.session(club, 'whist');
    const d = deal(77, 'W');
    await startDeal(api, club, other, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    const before = await streamState(api, club.auditor, other);
    const path = `/v1/sessions/${other}/deals/1/plays`;
    const ifMatch = { 'If-Match': `"${before.version}"` };
    const [a, b] = await Promise.all([
      api.post(club.scorer, path, { seat: 'N', card: d.hands.N[0] }, ifMatch),
      api.post(club.scorer, path, { seat: 'N', card: d.hands.N[1] }, ifMatch),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expectProblem(a.status === 409 ? a : b, 409);
    const after = await streamState(api, club.auditor, other);
    expect(after.version).toBe((a.status === 201 ? a : b).body.version);
    const view = await read(api, club.auditor, `/v1/sessions/${other}/deals/1`);
    expect(view.tricks[0].cards).toHaveLength(1);
  });

  it('an Idempotency-Key repeated with the same body writes nothing more; with another body, 422', async () => {
    const next = plays[PLAYED + 1];
    const first = await api.post(club.scorer, plays$(), next, { 'Idempotency-Key': 'play-7' });
    expect(first.status).toBe(201);
    const again = await unchanged(() => api.post(club.scorer, plays$(), next, { 'Idempotency-Key': 'play-7' }));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await unchanged(() =>
      api.post(club.scorer, plays$(), plays[PLAYED + 2], { 'Idempotency-Key': 'play-7' }),
    );
    expectProblem(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    // the key survives a restart: a second app on the same database writes nothing more either
    const second = await createApp({
      ...readConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN }),
      databaseUrl: t.db.appUrl,
    });
    await second.init();
    try {
      const later = await unchanged(() =>
        new LedgerClient(second).post(club.scorer, plays$(), next, { 'Idempotency-Key': 'play-7' }),
      );
      expect(later.status).toBe(201);
    } finally {
      await second.close();
    }
    const events = (await read(api, club.auditor, `/v1/sessions/${session}/deals/1/events`)).events as {
      type: string;
      data: { card?: string };
    }[];
    expect(events.filter((e) => e.type === 'CardPlayed' && e.data.card === next.card)).toHaveLength(1);
  }, 60_000);

  it('an Idempotency-Key repeated with the same body returns the first response again (body and ETag)', async () => {
    const next = plays[PLAYED + 2];
    const first = await api.post(club.scorer, plays$(), next, { 'Idempotency-Key': 'play-8' });
    expect(first.status).toBe(201);
    const again = await unchanged(() => api.post(club.scorer, plays$(), next, { 'Idempotency-Key': 'play-8' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("401 without a key or with a bad one, 403 for a role without the right, 404 for another club's session", async () => {
    const next = plays[PLAYED + 3];
    expectProblem(await unchanged(() => api.http().post(plays$()).send(next)), 401);
    expectProblem(await unchanged(() => api.post('not-a-key', plays$(), next)), 401);
    expectProblem(await unchanged(() => api.post(club.auditor, plays$(), next)), 403);
    expectProblem(await unchanged(() => api.post(rival.scorer, plays$(), next)), 404);
    expectProblem(await unchanged(() => api.post(rival.admin, plays$(), next)), 404);
    expectProblem(await api.get(rival.auditor, `/v1/sessions/${session}`), 404);
    expectProblem(await api.get(rival.auditor, `/v1/sessions/${session}/deals/1`), 404);
    const [N, E, S, W] = club.players;
    expectProblem(
      await api.post(club.scorer, `/v1/clubs/${club.id}/sessions`, { variant: 'whist', seats: { N, E, S, W } }),
      403,
    );
  });

  it('400 for an unknown rule name or value', async () => {
    const [N, E, S, W] = club.players;
    const path = `/v1/clubs/${club.id}/sessions`;
    for (const rules of [{ nonsense: true }, { stakes: 'hoffmann' }, { honoursMustBeClaimed: 'perhaps' }]) {
      const res = await api.post(club.admin, path, { variant: 'whist', seats: { N, E, S, W }, rules });
      expectProblem(res, 400, 'UNKNOWN_RULE');
    }
    expectProblem(
      await api.post(club.admin, path, { variant: 'solo-whist', seats: { N, E, S, W }, rules: { stakes: 'guineas' } }),
      400,
      'UNKNOWN_RULE',
    );
  });

  it('422 HAND_ENDED for a 53rd card (hands not recorded) and for a play after the hand ended', async () => {
    const other = await api.session(club, 'whist');
    const d = deal(9, 'N');
    const p = playOut(d.hands, suit(d.trumpCard), 'E', lowest).plays;
    await startDeal(api, club, other, { dealer: 'N', trumpCard: d.trumpCard });
    await play(api, club.scorer, other, 1, p);
    const before = await streamState(api, club.auditor, other);
    const extra = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/plays`, { seat: 'E', card: p[0].card });
    expectProblem(extra, 422, 'HAND_ENDED');
    const fresh = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/plays`, { seat: 'E', card: '2C' });
    expectProblem(fresh, 422, 'HAND_ENDED');
    expect(await streamState(api, club.auditor, other)).toEqual(before);
    expect(await verification(api, club.auditor, other)).toMatchObject({
      chainValid: true,
      replayMatches: true,
      eventsChecked: before.version,
    });
  }, 60_000);

  it('422 PENALTY_NOT_AVAILABLE with the law for a remedy the code does not give', async () => {
    const other = await api.session(club, 'whist');
    const d = deal(12, 'W');
    await startDeal(api, club, other, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    const loot = await api.fact(club.scorer, other, 1, 'plays', { seat: 'E', card: d.hands.E[0] });
    expect(loot.irregularities[0]).toMatchObject({ type: 'LeadOutOfTurnRecorded', law: 'whist-1900:64' });
    const before = await streamState(api, club.auditor, other);
    // whist-1900:64 gives the card or a suit, not "win the trick"
    const res = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/penalties`, {
      by: 'N',
      against: 'E',
      kind: 'win-trick',
    });
    expectProblem(res, 422, 'PENALTY_NOT_AVAILABLE');
    expect(res.body.law).toMatch(/^whist-1900:\d+/);
    expect(await streamState(api, club.auditor, other)).toEqual(before);
  });

  it('422 PENALTY_NOT_AVAILABLE (whist-1900:62) for taking three tricks after an abandoned hand; adding three is allowed', async () => {
    const other = await api.session(club, 'whist');
    const d = revokeDeal(44, 'S', 'NS', 2);
    await startDeal(api, club, other, { dealer: d.dealer, hands: d.hands, trumpCard: d.trumpCard });
    const upTo = d.revoke.trick * 4 + 4; // the revoke trick and the next one
    await play(api, club.scorer, other, 1, d.played.plays.slice(0, upTo));
    const done = d.played.tricks.slice(0, upTo / 4);
    const won = {
      NS: done.filter((x) => x.winner === 'N' || x.winner === 'S').length,
      EW: done.filter((x) => x.winner === 'E' || x.winner === 'W').length,
    };
    const rest = 13 - upTo / 4;
    await api.fact(club.scorer, other, 1, 'abandonment', { tricks: { NS: won.NS + rest, EW: won.EW } });
    const claim = await api.fact(club.scorer, other, 1, 'revoke-claims', { by: 'E', against: d.revoke.seat });
    expect(claim.verdict).toBe('established');
    const before = await streamState(api, club.auditor, other);
    const res = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/revoke-penalties`, {
      by: 'E',
      revokeClaim: claim.id,
      option: 'take-three-tricks',
    });
    expectProblem(res, 422, 'PENALTY_NOT_AVAILABLE');
    expect(res.body.law).toBe('whist-1900:62');
    // the revoking side cannot elect its own penalty
    const own = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/revoke-penalties`, {
      by: 'N',
      revokeClaim: claim.id,
      option: 'add-three',
    });
    expectProblem(own, 422, 'PENALTY_NOT_AVAILABLE');
    expect(await streamState(api, club.auditor, other)).toEqual(before);
    const ok = await api.post(club.scorer, `/v1/sessions/${other}/deals/1/revoke-penalties`, {
      by: 'E',
      revokeClaim: claim.id,
      option: 'add-three',
    });
    expect(ok.status).toBe(201);
    const sheet = await read(api, club.auditor, `/v1/sessions/${other}/scoresheet`);
    expect(sheet.deals[0].penalties).toEqual([
      expect.objectContaining({ to: 'EW', option: 'add-three', amount: 3, law: 'whist-1900:62' }),
    ]);
  }, 60_000);

  it('the session still verifies after all the refusals', async () => {
    const { version } = await streamState(api, club.auditor, session);
    expect(await verification(api, club.auditor, session)).toMatchObject({
      chainValid: true,
      replayMatches: true,
      eventsChecked: version,
    });
  });
});
