import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { Table, ofType, table } from '../../testing/given';
import { autoplay } from '../../testing/autoplay';
import { dealOutcome } from '../../views/deal-outcome';
import { lawsOf } from '../../decide/variant-laws';
import { excessPayments, settleThreeHandedExcess } from './three-handed-excess';
import { settleHeartsDeal } from './settle-hearts-deal';

const P3: readonly HeartsSeat[] = ['N', 'E', 'S'];
function hand(hearts: readonly number[], revokers: readonly HeartsSeat[] = []): HeartsOutcome {
  return {
    variant: 'hearts',
    deal: 1,
    players: P3,
    hearts: Object.fromEntries(P3.map((p, i) => [p, hearts[i]])),
    forfeits: [],
    revokes: revokers.map((seat) => ({ seat })),
  };
}
const none = { pool: 0, jack: false };
const list = (r: Readonly<Partial<Record<HeartsSeat, number>>>) => P3.map((p) => r[p] ?? 0);

describe('three-handed Hearts settled by the excess (hearts-foster:p310, laws.md §5.4 C)', () => {
  it('hearts-foster:p310 the player with most hearts pays each other player his excess over theirs', () => {
    const r = settleThreeHandedExcess(hand([2, 4, 7]), none);
    expect(excessPayments(P3, { N: 2, E: 4, S: 7 } as Record<HeartsSeat, number>)).toEqual([
      { from: 'S', to: 'N', counters: 7 - 2 },
      { from: 'S', to: 'E', counters: 7 - 4 },
    ]);
    expect(list(r.balances)).toEqual([5, 3, -8]);
    expect(r).toMatchObject({ method: 'three-handed-excess', after: { pool: 0, jack: false } });
    expect(r.laws).toContain('hearts-foster:p310');
  });
  it('hearts-foster:p310 two tied for most both pay the low man', () => {
    const r = settleThreeHandedExcess(hand([6, 6, 1]), none);
    expect(list(r.paid)).toEqual([5, 5, 0]);
    expect(list(r.balances)).toEqual([-5, -5, 10]);
  });
  it('hearts-foster:p310 no Jacks: one player taking all 13 pays both the others, and nothing is carried', () => {
    const r = settleThreeHandedExcess(hand([0, 0, 13]), { pool: 0, jack: false });
    expect(list(r.balances)).toEqual([13, 13, -26]);
    expect(r.after).toEqual({ pool: 0, jack: false });
  });
  it('hearts-foster:p310 the session rule chooses the method, and the nets always sum to zero', () => {
    for (const h of [
      [0, 6, 7],
      [13, 0, 0],
      [4, 4, 5],
      [3, 5, 5],
    ]) {
      const r = settleHeartsDeal(hand(h), none, { settlement: 'three-handed-excess' });
      expect(r.method).toBe('three-handed-excess');
      expect(list(r.balances).reduce((a, b) => a + b, 0)).toBe(0);
    }
  });
  it('hearts-foster:23 a revoker under the excess method pays the innocent winners, the innocent losers pay nothing (ADR 0017)', () => {
    // without the revoke: N +5, E +3, S −8; E revoked: N is paid his 5 by E, S's loss is waived, E forfeits his 3
    const r = settleThreeHandedExcess(hand([2, 4, 7], ['E']), none);
    expect(list(r.balances)).toEqual([5, -5, 0]);
    expect(r.laws).toContain('hearts-foster:23');
  });
  it('hearts-foster:15 forfeits go into a pool that the next single clean player takes', () => {
    const o = { ...hand([0, 6, 7]), forfeits: [{ seat: 'E' as const, counters: 5, law: 'hearts-foster:15' }] };
    const r = settleThreeHandedExcess(o, { pool: 2, jack: false });
    // excess: S pays N 7, E 1; E pays 5 forfeit; the pool (2 + 5) goes to N, the only clean player
    expect(list(r.balances)).toEqual([7 + 7, 1 - 5, -8]);
    expect(r.after.pool).toBe(0);
  });
});

describe('a three-handed Hearts session (hearts-foster:p310, laws.md §5.1-5.2)', () => {
  it('hearts-foster:p310 the 2♠ is out and 17 cards are dealt to each; the deal is settled by the excess', () => {
    const t = table('hearts', { players: 3, rules: { settlement: 'three-handed-excess' } });
    expect(t.deal().handSize).toBe(17);
    expect(Object.values(t.deal().hands!).flat()).not.toContain('2S');
    autoplay(t, 51);
    const o = dealOutcome(t.state, 1) as HeartsOutcome;
    const h = P3.map((p) => o.hearts[p] ?? 0);
    expect(h.reduce((a, b) => a + b, 0)).toBe(13);
    const laws = lawsOf('hearts');
    const sheet = laws.sheet.applyDeal(laws.sheet.empty(t.state.rules, P3), o, t.state.rules) as {
      balances: Record<string, number>;
      pool: number;
    };
    const most = Math.max(...h);
    // the payers are those with most; each payee gets the excess from each payer (hearts-foster:p310)
    const payers = h.filter((x) => x === most).length;
    P3.forEach((p, i) => {
      if (h[i] < most) expect(sheet.balances[p]).toBe(payers * (most - h[i]));
      else expect(sheet.balances[p]).toBe(-h.filter((x) => x < most).reduce((a, x) => a + (most - x), 0));
    });
    expect(sheet.pool).toBe(0);
  });
  it('hearts-foster:p310 the excess method is for three players: a four-handed session asking for it is refused', () => {
    const t = new Table();
    const e = (() => {
      try {
        t.run({
          type: 'OpenSession',
          variant: 'hearts',
          seats: { N: 'a', E: 'b', S: 'c', W: 'd' },
          rules: { settlement: 'three-handed-excess' },
        });
      } catch (err) {
        return err as { code: string; law?: string };
      }
      return null;
    })();
    expect(e).toMatchObject({ code: 'UNKNOWN_RULE', law: 'hearts-foster:p310' });
    expect(t.events).toHaveLength(0);
    const three = new Table();
    const opened = three.run({
      type: 'OpenSession',
      variant: 'hearts',
      seats: { N: 'a', E: 'b', S: 'c' },
      rules: { settlement: 'three-handed-excess' },
    });
    expect(ofType(opened, 'SessionOpened')[0].rules.settlement).toBe('three-handed-excess');
  });
});
