import type { TableSeat } from '../../core/seats/table-seat';
import { ofType, table } from '../../testing/given';

// W deals and declares; E (his partner) is Dummy; N is eldest; N and S may double, W and E redouble. Round-robin hands.
const declared = () => {
  const t = table('bridge-1904');
  t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'H' });
  return t;
};
const expose = (t: ReturnType<typeof table>, seat: TableSeat, card: string) =>
  t.run({ type: 'ExposeCards', deal: 1, seat, cards: [card], how: 'dropped' });

describe("a card exposed before the first lead: the offender's partner may not double or redouble (bridge-1904:71)", () => {
  it("bridge-1904:71 S exposes a card after the declaration: N's double is refused; S himself may still double", () => {
    const t = declared();
    expose(t, 'S', 'KC');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'N', call: 'double' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:71',
    });
    const [fixed] = ofType(t.run({ type: 'MakeCall', deal: 1, seat: 'S', call: 'double' }), 'ContractFixed');
    expect(fixed.contract.doublings).toBe(1);
  });

  it("bridge-1904:71 Dummy's exposure takes away the dealer's right to redouble; an exposure by the dealer takes Dummy's", () => {
    const t = declared();
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'double' });
    expose(t, 'E', 'KD');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'redouble' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:71',
    });
    const u = declared();
    u.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'double' });
    expose(u, 'W', 'AC');
    expect(u.refused({ type: 'MakeCall', deal: 1, seat: 'E', call: 'redouble' }).law).toBe('bridge-1904:71');
  });

  it('bridge-1904:71 an exposure after the deal but before the declaration counts too', () => {
    const t = table('bridge-1904');
    expose(t, 'N', '2S');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'H' });
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'S', call: 'double' }).law).toBe('bridge-1904:71');
  });

  it('bridge-1904:71 without an exposure the partners double and redouble as before (bridge-1904:55)', () => {
    const t = declared();
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'double' });
    const [fixed] = ofType(t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'redouble' }), 'ContractFixed');
    expect(fixed.contract.doublings).toBe(2);
  });
});
