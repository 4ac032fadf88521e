import { autoplay } from '@ledger/laws/testing/autoplay';
import { table } from '@ledger/laws/testing/given';
import { openTrick } from '@ledger/laws/core/tricks/turn';
import { analyseClaim } from './analyse-claim';
import { cardsOnTableAtClaim, claimPosition } from '@ledger/laws/views/claim-position';
import { solve } from './solve';

describe('claim position from the session', () => {
  it('builds the position after nine tricks and judges the claim on it', () => {
    const t = table('whist');
    autoplay(t, 36);
    const leader = t.deal().nextLeader;
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: leader, tricks: 'rest' });
    const built = claimPosition(t.state, 1, 'c1');
    if (built.status !== 'ready') throw new Error(JSON.stringify(built));
    expect(built.position).toMatchObject({ leader, trump: 'C', trick: [], trickNumber: 10 });
    expect(Object.values(built.position.hands).map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(built.claim).toMatchObject({ kind: 'tricks', seat: leader, tricks: 'rest' });
    const a = analyseClaim(built.position, built.claim);
    expect(a.guaranteedTricks).toBe(
      solve(built.position, { kind: 'tricks', side: built.claim.kind === 'tricks' ? built.claim.side : [] }),
    );
    expect(a.sound).toBe(a.guaranteedTricks === 4);
  });

  it('keeps the cards already on the trick in progress', () => {
    const t = table('whist');
    autoplay(t, 38);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 2 });
    const built = claimPosition(t.state, 1, 'c1');
    if (built.status !== 'ready') throw new Error(JSON.stringify(built));
    expect(built.position.trick).toHaveLength(2);
    expect(built.position.trick).toEqual(openTrick(t.deal())!.cards.map((p) => ({ seat: p.seat, card: p.card })));
    expect(analyseClaim(built.position, built.claim).guaranteedTricks).toBeLessThanOrEqual(4);
  });

  it('needs the events once play went on past the trick of a disputed claim', () => {
    const t = table('whist');
    autoplay(t, 37);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 'rest' });
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c1', seat: 'E', accept: false });
    autoplay(t, 4);
    expect(claimPosition(t.state, 1, 'c1')).toEqual({
      status: 'missing',
      missing: ['cards on the table when the claim was made (trick 10)'],
    });
    const onTable = cardsOnTableAtClaim(t.events, 1, 'c1', 4);
    expect(onTable).toBe(1);
    const built = claimPosition(t.state, 1, 'c1', onTable);
    expect(built.status === 'ready' && built.position.trick).toHaveLength(1);
  });

  it('says which hands are missing when they were not recorded', () => {
    const t = table('whist', { hands: null });
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 'rest' });
    const built = claimPosition(t.state, 1, 'c1');
    expect(built.status).toBe('missing');
    expect(built.status === 'missing' && built.missing).toEqual(
      ['N', 'E', 'S', 'W'].map((s) => `hands of ${s} (0 of 13 cards known)`),
    );
    expect(claimPosition(t.state, 1, 'nope')).toMatchObject({ status: 'not-found' });
    expect(claimPosition(t.state, 9, 'c1')).toMatchObject({ status: 'not-found' });
  });

  it('judges a Hearts claim as "no more hearts"', () => {
    const t = table('hearts');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'h1', seat: 'E', tricks: 0 });
    const built = claimPosition(t.state, 1, 'h1');
    if (built.status !== 'ready') throw new Error(JSON.stringify(built));
    expect(built.claim).toEqual({ kind: 'no-heart', seat: 'E' });
    expect(analyseClaim(built.position, built.claim).measure).toBe('hearts-forced');
  });
});
