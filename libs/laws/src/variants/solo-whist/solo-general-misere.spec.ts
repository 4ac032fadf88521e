import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { Table, ofType, table } from '../../testing/given';
import { playOn } from '../../testing/play-on';
import type { SoloSheet } from './solo-sheet';

const SEATS = ['N', 'E', 'S', 'W'] as const;

/** W deals, N is eldest: all four pass. */
function allPass(t: Table) {
  return SEATS.flatMap((seat) => t.run({ type: 'MakeCall', deal: 1, seat, call: 'pass' }));
}

function tricksOf(t: Table): Record<string, number> {
  const won: Record<string, number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const x of t.deal().tricks) won[x.winner!]++;
  return won;
}

describe('General Misère, the house option when all pass (solo-hoffmann:p147)', () => {
  it('solo-hoffmann:p146 by default all passing throws the hands in and nobody pays', () => {
    const t = table('solo-whist');
    expect(t.state.rules.generalMisere).toBe('off');
    const ended = ofType(allPass(t), 'DealEnded')[0];
    expect(ended.reason).toBe('passed-out');
    expect((scoresheetOfSession(t.state) as SoloSheet).deals[0]).toMatchObject({ call: 'none', result: 'thrown-in' });
  });

  it('solo-hoffmann:p147 all pass: a General Misère is played, no trumps, normal play; the taker of the 13th trick pays each opponent a solo stake', () => {
    const t = table('solo-whist', { rules: { generalMisere: 'last-trick' } });
    const fixed = ofType(allPass(t), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ call: 'general-misere', trump: null, noTrumps: true, leader: 'N' });
    expect(t.deal().trump).toBeNull();
    playOn(t, 1);
    expect(t.deal().tricks).toHaveLength(13);
    expect(t.deal().end?.reason).toBe('played-out');
    const last = t.deal().tricks[12].winner!;
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    // Hoffmann's solo stake is 6d (solo-hoffmann:p147-148); the loser pays it to each of the three others
    const expected = Object.fromEntries(SEATS.map((s) => [s, s === last ? -18 : 6]));
    expect(sheet.deals[0]).toMatchObject({ call: 'general-misere', result: 'lost', losers: [last], perOpponent: 6 });
    expect(sheet.balances).toEqual(expected);
  });

  it('solo-hoffmann:p147 the agreed stake may be a misère stake (rule generalMisereStake), in Foster counters too', () => {
    const t = table('solo-whist', {
      rules: { generalMisere: 'last-trick', generalMisereStake: 'misere', stakes: 'foster' },
    });
    allPass(t);
    playOn(t, 1);
    const last = t.deal().tricks[12].winner!;
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    // Foster: a misère is 3 red counters = 15 white
    expect(sheet.balances[last]).toBe(-45);
    expect(sheet.unit).toBe('white-counters');
  });

  it('solo-hoffmann:p147 (Britannica, laws.md §4.9) with most-tricks, the player with the most tricks pays; players tied for most each pay', () => {
    const t = table('solo-whist', { rules: { generalMisere: 'most-tricks' } });
    allPass(t);
    playOn(t, 1);
    const won = tricksOf(t);
    const most = Math.max(...Object.values(won));
    const losers = SEATS.filter((s) => won[s] === most);
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    expect(sheet.deals[0].losers).toEqual(losers);
    for (const s of SEATS) {
      const paid = losers.includes(s) ? -6 * 3 : 0;
      const got = 6 * losers.filter((l) => l !== s).length;
      expect(sheet.balances[s]).toBe(paid + got);
    }
  });

  it('solo-hoffmann:p147 each plays for himself: a lead out of turn may be penalised by any of the other three', () => {
    const t = table('solo-whist', { rules: { generalMisere: 'last-trick' } });
    allPass(t);
    const events = t.run({ type: 'PlayCard', deal: 1, seat: 'S', card: '4S' });
    const lead = ofType(events, 'LeadOutOfTurnRecorded')[0];
    const electors = new Set(lead.remedies.flatMap((r) => r.electors));
    expect([...electors].sort()).toEqual(['E', 'N', 'W']);
  });

  it('solo-hoffmann:p152 a proved revoke in a General Misère: the revoker pays each opponent, whoever takes the last trick', () => {
    const t = table('solo-whist', { rules: { generalMisere: 'last-trick' } });
    allPass(t);
    // N leads a spade; E holds spades but plays a heart: a revoke, established when E plays to the next trick
    t.play(1, 'N:2S E:2H S:4S W:5S');
    playOn(t, 1);
    expect(t.deal().revokes.map((r) => r.seat)).toEqual(['E']);
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'rc-1', by: 'N', against: 'E', trick: 1 });
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    expect(sheet.deals[0]).toMatchObject({ losers: ['E'], laws: ['solo-hoffmann:p152'] });
    expect(sheet.balances).toEqual({ N: 6, E: -18, S: 6, W: 6 });
  });
});
