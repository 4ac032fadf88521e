import { TableSeat } from '../core/seats/table-seat';
import { DealState, SessionState } from '../core/state';
import { dummyOf } from '../core/seats/sides';

/** The proved revokes of a deal: claims established within the window, one per revoke, Dummy's excluded (whist-1900:dummy-2, bridge-1904:68). */
export function provedRevokes(session: SessionState, d: DealState): { seat: TableSeat; option?: string }[] {
  const dummy = dummyOf(session, d);
  const seen = new Set<string>();
  const out: { seat: TableSeat; option?: string }[] = [];
  for (const c of d.revokeClaims) {
    if (c.verdict !== 'established' || c.against === dummy) continue;
    const key = `${c.against}:${c.revoke?.trick}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ seat: c.against, ...(c.penalty ? { option: c.penalty.option } : {}) });
  }
  return out;
}
