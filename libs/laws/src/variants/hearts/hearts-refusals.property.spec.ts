import fc from 'fast-check';
import { LawCommand } from '../../core/commands';
import { isLawViolation } from '../../core/law-violation';
import { decide } from '../../decide/decide';
import { fold } from '../../play/fold/evolve';
import { initialState, SessionState } from '../../core/state';
import { expectedSeat } from '../../core/tricks/turn';
import { AT, roundRobinHands } from '../../testing/given';
import { fuzzedCommand } from '../../testing/fuzzed-commands';
import { FuzzedCommand } from '../../testing/fuzzed-session';
import { parseHand } from '../../core/cards/hand';

/** Every law a Hearts session's refusals cite, for `cmds` (the refused ones dropped, as at the table). */
function refusalLaws(cmds: readonly (FuzzedCommand | object)[], recordHands = true): string[] {
  let state: SessionState = initialState;
  const laws: string[] = [];
  const run = (c: object) => {
    try {
      state = fold(decide({ ...c, at: AT } as LawCommand, state), state);
    } catch (e) {
      if (!isLawViolation(e)) throw e;
      if (e.law) laws.push(e.law);
    }
  };
  run({ type: 'OpenSession', variant: 'hearts', seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
  run({ type: 'StartDeal', dealer: 'W', ...(recordHands ? { hands: roundRobinHands(4) } : {}) });
  const physical = Object.fromEntries(Object.entries(roundRobinHands(4)).map(([s, h]) => [s, parseHand(h)!]));
  for (const c of cmds) {
    if ((c as FuzzedCommand).type !== 'SmartPlay') {
      run(c);
      continue;
    }
    const smart = c as { seat: string | null; pick: number };
    const d = state.deals[0];
    const played = new Set(d?.tricks.flatMap((t) => t.cards.map((x) => x.card as string)) ?? []);
    const who = smart.seat ?? (d && d.status === 'playing' ? expectedSeat(d) : 'N');
    const left = (physical[who] ?? []).filter((x) => !played.has(x));
    if (left.length) run({ type: 'PlayCard', deal: 1, seat: who, card: left[smart.pick % left.length] });
  }
  return laws;
}

const foreign = (laws: readonly string[]) => laws.filter((l) => !l.startsWith('hearts-foster:'));

describe("Hearts refusals cite Hearts' own laws, never another game's (hearts-foster:15-28)", () => {
  it('hearts-foster:15 the commands that once cited whist or solo laws in a Hearts session', () => {
    const laws = refusalLaws([
      // a second card to one trick, a deal fault, honours, a repeated election, a draw before the first trick
      { type: 'PlayCard', deal: 1, seat: 'E', card: '3S' },
      { type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'H' },
      { type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'H' },
      { type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'call-suit', suit: 'H' },
      { type: 'PlayCard', deal: 1, seat: 'N', card: '2S' },
      { type: 'PlayCard', deal: 1, seat: 'N', card: '6S' },
      { type: 'RecordIrregularity', deal: 1, seat: 'W', kind: 'misdeal' },
      { type: 'RecordIrregularity', deal: 1, seat: 'N', kind: 'wrong-card-count', seats: ['E'] },
      { type: 'CorrectPlay', deal: 1, kind: 'draw', seat: 'N', card: '3S', from: 'E' },
      { type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' },
      { type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'play-card', card: 'AH' },
      { type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'play-card', card: 'AH' },
      { type: 'ClaimHonours', deal: 1, side: 'NS' },
      { type: 'StartDeal', dealer: 'N', hands: { N: '', E: '', S: '', W: '' } },
    ]);
    expect(laws).toEqual(expect.arrayContaining(['hearts-foster:18', 'hearts-foster:15']));
    expect(foreign(laws)).toEqual([]);
  });

  it('hearts-foster:15 fuzzed Hearts sessions: every law a refusal cites is a Hearts law', () => {
    fc.assert(
      fc.property(fc.array(fuzzedCommand, { maxLength: 80 }), fc.boolean(), (cmds, record) => {
        expect(foreign(refusalLaws(cmds, record))).toEqual([]);
      }),
      { numRuns: 150, seed: 16 },
    );
  });
});
