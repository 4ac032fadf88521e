import fc from 'fast-check';
import type { WhistOutcome } from '../../core/outcome';
import { applyWhistDeal, emptyWhistSheet } from './whist-sheet';
import { whistOutcome } from '../../decide/scoresheet/outcome.arbitraries';
import { revokingSides } from './revoke-penalties';

describe('whist game and rubber arithmetic stays within its bounds (whist-1900:46-55, 86)', () => {
  it('score 0..4 between deals, games worth 1..3, rubbers of 2-3 games worth 1..8, revokers never win the game', () => {
    fc.assert(
      fc.property(fc.array(whistOutcome, { maxLength: 40 }), fc.boolean(), (raw, carryOverPoints) => {
        let sheet = emptyWhistSheet();
        raw.forEach((r, i) => {
          const o: WhistOutcome = { ...r, deal: i + 1 };
          sheet = applyWhistDeal(sheet, o, { carryOverPoints });
          const row = sheet.deals[sheet.deals.length - 1];
          for (const s of ['NS', 'EW'] as const) expect(sheet.score[s]).toBeGreaterThanOrEqual(0);
          for (const s of ['NS', 'EW'] as const) expect(sheet.score[s]).toBeLessThanOrEqual(4);
          if (row.game) expect(revokingSides(o.revokes)).not.toContain(row.game.winner);
          for (const s of revokingSides(o.revokes)) expect(row.scoreReached[s]).toBeLessThanOrEqual(4);
        });
        for (const g of sheet.games) expect([1, 2, 3]).toContain(g.value);
        sheet.rubbers.forEach((rb, k) => {
          const games = sheet.games.filter((g) => g.rubber === k + 1);
          expect([2, 3]).toContain(games.length);
          expect(games.filter((g) => g.winner === rb.winner).length).toBe(2);
          expect(rb.points).toBeGreaterThanOrEqual(1);
          expect(rb.points).toBeLessThanOrEqual(8);
        });
        const open = sheet.games.filter((g) => g.rubber === sheet.rubbers.length + 1);
        expect(open.length).toBeLessThanOrEqual(2);
        expect(new Set(open.map((g) => g.winner)).size).toBe(open.length);
        expect(sheet.games.every((g) => g.rubber <= sheet.rubbers.length + 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
