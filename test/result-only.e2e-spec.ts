import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal } from './support/e2e-helpers';

/** api.md "Result-only deals": each variant's result shape over HTTP, the 422s, and the same settlement. */
describe('result-only deals over HTTP (api.md "Result-only deals")', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_result_only');
    api = new LedgerClient(t.app);
    club = await api.club('Result club');
  });
  afterAll(async () => {
    await t?.close();
  });

  const result = (session: string, n: number, body: unknown, key = club.scorer) =>
    api.post(key, `/v1/sessions/${session}/deals/${n}/result`, body);
  const expect422 = (
    res: { status: number; headers: Record<string, string>; body: unknown },
    code: string,
    law?: string,
  ) => {
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code, ...(law ? { law } : {}) });
  };

  it('whist-1900:48 whist tricks and honours: 201, the deal ended and marked result-only, scored like the same deal thrown in', async () => {
    const session = await api.session(club, 'whist');
    await startDeal(api, club, session, { dealer: 'W', trumpSuit: 'H' });
    const res = await result(session, 1, { tricks: { NS: 9, EW: 4 }, honours: { EW: 2 } });
    expect(res.status).toBe(201);
    expect(res.body.events.map((e: { type: string }) => e.type)).toEqual(['DealResultRecorded', 'DealEnded']);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view).toMatchObject({ status: 'ended', evidence: 'result-only', result: { reason: 'result-only' } });
    // the same deal recorded as thrown in with those tricks admitted (no hands, so no honours): same trick score
    const other = await api.session(club, 'whist');
    await startDeal(api, club, other, { dealer: 'W', trumpSuit: 'H' });
    await api.fact(club.scorer, other, 1, 'abandonment', { tricks: { NS: 9, EW: 4 } });
    const plain = await api.session(club, 'whist');
    await startDeal(api, club, plain, { dealer: 'W', trumpSuit: 'H' });
    expect((await result(plain, 1, { tricks: { NS: 9, EW: 4 } })).status).toBe(201);
    const sheet = async (s: string) => {
      const { version: _v, checkpoint: _c, ...rest } = await read(api, club.auditor, `/v1/sessions/${s}/scoresheet`);
      return rest;
    };
    expect(await sheet(plain)).toEqual(await sheet(other));
    expect(await sheet(session)).not.toEqual(await sheet(plain)); // E-W's two honours count
  });

  it('refuses with 422 what cannot have happened, a play after the result, and a result after a play', async () => {
    const session = await api.session(club, 'whist');
    await startDeal(api, club, session, { dealer: 'W', trumpSuit: 'H' });
    expect422(await result(session, 1, { tricks: { NS: 9, EW: 5 } }), 'RESULT_IMPOSSIBLE');
    expect422(
      await result(session, 1, { tricks: { NS: 9, EW: 4 }, honours: { NS: 2, EW: 2 } }),
      'RESULT_IMPOSSIBLE',
      'whist-1900:48',
    );
    expect((await result(session, 1, { tricks: { NS: 9, EW: 4 } })).status).toBe(201);
    expect422(
      await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, { seat: 'N', card: '2S' }),
      'HAND_ENDED',
    );
    const claim = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-claims`, {
      by: 'N',
      against: 'E',
    });
    expect(claim.status).toBe(201);
    expect((await read(api, club.auditor, `/v1/sessions/${session}/deals/1`)).revokeClaims[0].verdict).toBe('unproven');
    await startDeal(api, club, session, { dealer: 'N', trumpSuit: 'S' });
    await api.fact(club.scorer, session, 2, 'plays', { seat: 'E', card: '2S' });
    expect422(await result(session, 2, { tricks: { NS: 7, EW: 6 } }), 'RESULT_AFTER_PLAY');
    const bad = await result(session, 2, { tricks: { NS: 7, EW: 6 }, colour: 'red' });
    expect(bad.status).toBe(400);
    expect((await result(session, 2, { tricks: { NS: 7, EW: 6 } }, club.auditor)).status).toBe(403);
  });

  it('dummy-whist takes the whist shape', async () => {
    const [, E, S, W] = club.players;
    const session = await api.session(club, 'dummy-whist', undefined, { N: null, E, S, W });
    await startDeal(api, club, session, { dealer: 'W', trumpSuit: 'D' });
    expect((await result(session, 1, { tricks: { NS: 4, EW: 9 }, honours: { EW: 4 } })).status).toBe(201);
    expect(await read(api, club.auditor, `/v1/sessions/${session}/deals/1`)).toMatchObject({ evidence: 'result-only' });
  });

  it('bridge-1904:47 declaration, declarer, doublings, tricks and honours; a declarer not of the dealer side is 422', async () => {
    const session = await api.session(club, 'bridge-1904');
    await startDeal(api, club, session, { dealer: 'S' });
    expect422(
      await result(session, 1, { declaration: 'NT', declarer: 'E', doublings: 0, tricks: { NS: 8, EW: 5 } }),
      'RESULT_IMPOSSIBLE',
      'bridge-1904:47',
    );
    expect422(
      await result(session, 1, { declaration: 'NT', declarer: 'S', doublings: 4, tricks: { NS: 8, EW: 5 } }),
      'RESULT_IMPOSSIBLE',
      'bridge-1904:58',
    );
    const ok = await result(session, 1, {
      declaration: 'NT',
      declarer: 'N',
      doublings: 1,
      tricks: { NS: 8, EW: 5 },
      honours: { N: 2, E: 1, S: 1, W: 0 },
    });
    expect(ok.status).toBe(201);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view).toMatchObject({ evidence: 'result-only', contract: { caller: 'S', noTrumps: true, doublings: 1 } });
  });

  it('solo-hoffmann:p143 solo call, caller, partner, tricks; a call that does not exist is 422', async () => {
    const session = await api.session(club, 'solo-whist');
    await startDeal(api, club, session, { dealer: 'W', trumpSuit: 'C' });
    expect422(
      await result(session, 1, { call: 'grand', caller: 'N', tricks: 9 }),
      'CALL_NOT_ALLOWED',
      'solo-hoffmann:p143',
    );
    expect422(
      await result(session, 1, { call: 'proposal', caller: 'N', tricks: 9 }),
      'RESULT_IMPOSSIBLE',
      'solo-hoffmann:p146',
    );
    expect((await result(session, 1, { call: 'misere', caller: 'E', tricks: 0 })).status).toBe(201);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view).toMatchObject({ evidence: 'result-only', contract: { call: 'misere', caller: 'E' } });
  });

  it('hearts: hearts per seat, thirteen in all', async () => {
    const session = await api.session(club, 'hearts');
    await startDeal(api, club, session, { dealer: 'W' });
    expect422(await result(session, 1, { hearts: { N: 5, E: 5, S: 2, W: 0 } }), 'RESULT_IMPOSSIBLE');
    expect((await result(session, 1, { hearts: { N: 5, E: 5, S: 3, W: 0 } })).status).toBe(201);
    expect(await read(api, club.auditor, `/v1/sessions/${session}/deals/1`)).toMatchObject({
      evidence: 'result-only',
      recorded: { family: 'hearts', hearts: { N: 5, E: 5, S: 3, W: 0 } },
    });
  });
});
