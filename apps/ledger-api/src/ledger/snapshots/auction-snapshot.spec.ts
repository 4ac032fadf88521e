import { table } from '../../../../../libs/laws/src/testing/given';
import { decodeSessionSnapshot, encodeSessionSnapshot } from './session-snapshot-codec';

describe('an Auction Hearts session in a snapshot (hearts-foster:30)', () => {
  it('carries the bids and the suit named exactly, so a snapshot load resumes the auction', () => {
    const t = table('hearts', { rules: { settlement: 'auction' } });
    t.run({ type: 'MakeBid', deal: 1, seat: 'N', counters: 2 });
    const mid = decodeSessionSnapshot(encodeSessionSnapshot(t.state), t.state.version);
    expect(mid.deals[0].auction).toEqual({ bids: [{ seat: 'N', counters: 2 }], avoided: null });
    for (const seat of ['E', 'S', 'W'] as const) t.run({ type: 'MakeBid', deal: 1, seat, counters: 0 });
    t.run({ type: 'NameAvoidedSuit', deal: 1, seat: 'N', suit: 'S' });
    t.play(1, 'N:2S');
    const after = decodeSessionSnapshot(encodeSessionSnapshot(t.state), t.state.version);
    expect(after).toEqual(t.state);
    expect(after.deals[0].auction?.avoided).toEqual({ bidder: 'N', bid: 2, suit: 'S' });
  });
});
