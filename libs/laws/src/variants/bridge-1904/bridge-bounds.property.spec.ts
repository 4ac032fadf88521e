import fc from 'fast-check';
import type { BridgeOutcome } from '../../core/outcome';
import { applyBridgeDeal, emptyBridgeSheet } from './bridge-sheet';
import { bridgeOutcome } from '../../decide/scoresheet/outcome.arbitraries';
import { revokingSides } from '../whist/revoke-penalties';
import { BRIDGE_GAME, REVOKE_CAP } from './bridge-values';

describe('bridge-1904 game and rubber arithmetic stays within its bounds (bridge-1904:1-11, 90)', () => {
  it('below the line 0..29 between deals, games of 30+, rubbers of 2-3 games, revokers never pass 28 nor win', () => {
    fc.assert(
      fc.property(fc.array(bridgeOutcome, { maxLength: 30 }), (raw) => {
        let sheet = emptyBridgeSheet();
        raw.forEach((r, i) => {
          const o: BridgeOutcome = { ...r, deal: i + 1 };
          const start = sheet.score;
          sheet = applyBridgeDeal(sheet, o);
          const row = sheet.deals[sheet.deals.length - 1];
          for (const s of ['NS', 'EW'] as const) expect(sheet.score[s]).toBeGreaterThanOrEqual(0);
          for (const s of ['NS', 'EW'] as const) expect(sheet.score[s]).toBeLessThan(BRIDGE_GAME);
          for (const s of revokingSides(o.revokes)) {
            expect(row.game?.winner).not.toBe(s);
            expect(row.scoreReached[s]).toBeLessThanOrEqual(Math.max(REVOKE_CAP, start[s]));
          }
        });
        for (const g of sheet.games) expect(g.value).toBeGreaterThanOrEqual(BRIDGE_GAME);
        sheet.rubbers.forEach((rb, k) =>
          expect([2, 3]).toContain(sheet.games.filter((g) => g.rubber === k + 1).length),
        );
      }),
      { numRuns: 300 },
    );
  });
});
