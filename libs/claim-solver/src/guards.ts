import { popcount } from './bits';
import { Engine } from './engine';

/**
 * Guards (issue 21, point 3): an upper bound on the tricks a misère caller can be forced to take,
 * from the cards the others hold above its own; tried by the search between tricks, at most
 * `GUARDS_MAX_TRICKS` tricks from the end.
 *
 * Seat `p` holds no trump (or there are none; laws.md §4.2: misère is played without trumps), so it
 * wins a trick only with a card of the suit led, the highest of that suit on the trick. Another seat
 * `q` **guards** `p`'s card `c` of suit `s` when `q` holds cards of `s`, all above `c`. While `q`
 * still holds a card of `s`, `c` cannot win a trick: if `s` is led, `q` must follow suit
 * (whist-1900:74) with a card above `c`, before or after `p`; if another suit is led, `c` is a
 * discard. The cards `q` holds only leave, so `q` guards `c` until it is void in `s`. A seat plays
 * one card a trick: to be void in some suits it guards at the start of trick `t` (the next trick is
 * 1), it must have played all its cards of them in the `t - 1` tricks before. Take the order in which
 * a guard becomes void in the suits it guards: it is void in `s` at the earliest after as many tricks
 * as it holds cards of `s` and of the suits before `s`. So `c` **opens** (can win) at the earliest at
 * the trick after that, for each of its guards (a card nobody guards is open at once); before, it is
 * **guarded**, and `p` leading it loses the trick.
 *
 * `p` plays: on lead, holding a card some seat that guarded it at the position still guards, it
 * leads one (it loses the trick); otherwise anything. Every line of play then fits this relaxed game,
 * for the guards' orders it shows: each trick `p` plays one card; it wins only with a card open at
 * that trick; after a trick it wins it leads, and holding a card not yet open (so still guarded) it
 * loses the next; the others choose everything else (which card `p` plays, whether it wins when it
 * may). So the most tricks of that game (`wins`, exact over its small state),
 * taken over every order of every guard, is at least the most the others can force. False from
 * `proves` means only "not proved this way".
 */
/** The most tricks of the relaxed game (`Guards.wins`) already found, by its packed arguments (4 bits a count, exact below 2^53 up to 9 tricks; a few thousand states at 7 tricks). */
/** The bound by the shape it depends on (see `proves`), as computed so far. */
const SHAPES = new Map<string, number>();
/** Most shapes kept (past it the map starts afresh): misère 13 claim 3 of `bench:claims` meets 9,823 in its first 40 M positions. */
const MAX_SHAPES = 1 << 16;
const WINS = new Map<number, number>();
/**
 * The most tricks left at which the guards' bound is tried: on the profiled claims it proved nothing
 * above 6 (8 and 9 tried: 58.23 M positions against 58.29 M on misère 13, claim 1).
 */
export const GUARDS_MAX_TRICKS = 7;
/** The guards' bound, with its working arrays (one per search). */
export class Guards {
  /** Per card of the victim (by index), its suit and the mask of the seats guarding it. */
  private readonly suit = new Int32Array(13);
  private readonly mask = new Int32Array(13);
  /** Per seat × suit: the seat's length in the suit (when it guards there), and when it is void there in the order tried. */
  private readonly len = new Int32Array(24);
  private readonly fin = new Int32Array(24);
  /** Per seat: the suits it guards (bit s). */
  private readonly guarded = new Int32Array(6);
  private readonly guards = new Int32Array(6);
  /** Per trick: the victim's cards opening at it (in the order tried). */
  private readonly at = new Int32Array(16);
  private lead = false;
  private cards = 0;
  private free = 0;
  private nGuards = 0;
  private best = 0;
  private tricks = 0;
  private need = 0;

  /**
   * True when seat `p` surely cannot be forced to take `need` of the tricks left (between tricks,
   * `p` holding no trump): the guards' bound is below `need`. The ranks it rests on go into
   * `rel[o..o+3]`: in each suit `p` holds, every live card from `p`'s lowest up (with the suit
   * lengths fixed by the table key, which other seats hold cards below it, and how many, is then
   * fixed too, and so is which seats guard which of `p`'s cards). The bound depends only on the
   * tricks left, whether `p` leads, and which seats guard each of its cards with how many cards of
   * the suit: it is kept by that shape (`SHAPES`), computed once.
   */
  proves(e: Engine, p: number, need: number, rel: Int32Array, o: number): boolean {
    if (e.trickLen !== 0 || e.tricksLeft > GUARDS_MAX_TRICKS || (e.trump >= 0 && e.hands[p * 4 + e.trump] !== 0))
      return false;
    let cards = 0;
    let free = 0;
    for (let q = 0; q < e.n; q++) this.guarded[q] = 0;
    for (let s = 0; s < 4; s++) {
      for (let m = e.hands[p * 4 + s]; m !== 0; m &= m - 1) {
        const below = ((m & -m) << 1) - 1;
        let g = 0;
        for (let q = 0; q < e.n; q++) {
          const h = q === p ? 0 : e.hands[q * 4 + s];
          if (h !== 0 && (h & below) === 0) g |= 1 << q;
        }
        if (g === 0) {
          if (++free >= need) return false;
          continue;
        }
        this.suit[cards] = s;
        this.mask[cards++] = g;
        for (let q = 0; q < e.n; q++)
          if (g & (1 << q)) {
            this.guarded[q] |= 1 << s;
            this.len[q * 4 + s] = popcount(e.hands[q * 4 + s]);
          }
      }
    }
    let ng = 0;
    const lead = e.leader === p;
    // the bound depends only on this shape: tricks, lead, free cards, each guarded card's suit and guards, the guards' lengths
    let key = String.fromCharCode(e.tricksLeft, lead ? 1 : 0, free);
    for (let i = 0; i < cards; i++) key += String.fromCharCode(this.suit[i] * 64 + this.mask[i]);
    for (let q = 0; q < e.n; q++)
      if (this.guarded[q] !== 0) {
        this.guards[ng++] = q;
        for (let s = 0; s < 4; s++)
          if (this.guarded[q] & (1 << s)) key += String.fromCharCode(q * 64 + s * 16 + this.len[q * 4 + s]);
      }
    let most = SHAPES.get(key);
    if (most === undefined) {
      this.cards = cards;
      this.free = free;
      this.nGuards = ng;
      this.best = 0;
      this.tricks = e.tricksLeft;
      // the largest over all orders (none exceeds the tricks left), kept for every later call of the same shape
      this.need = e.tricksLeft;
      this.lead = lead;
      this.orders(0);
      most = this.best;
      if (SHAPES.size >= MAX_SHAPES) SHAPES.clear();
      SHAPES.set(key, most);
    }
    if (most >= need) return false;
    for (let s = 0; s < 4; s++) {
      const own = e.hands[p * 4 + s];
      rel[o + s] = own === 0 ? 0 : e.live[s] & -(own & -own);
    }
    return true;
  }

  /** Tries every order of the suits guarded by guards `gi` on (the earlier ones' orders fixed). */
  private orders(gi: number): void {
    if (this.best >= this.need) return;
    if (gi === this.nGuards) {
      this.count();
      return;
    }
    this.permute(gi, this.guards[gi], this.guarded[this.guards[gi]], 0);
  }

  private permute(gi: number, q: number, left: number, acc: number): void {
    if (left === 0) {
      this.orders(gi + 1);
      return;
    }
    for (let m = left; m !== 0; m &= m - 1) {
      const s = 31 - Math.clz32(m & -m);
      const t = acc + this.len[q * 4 + s];
      this.fin[q * 4 + s] = t;
      this.permute(gi, q, left & ~(1 << s), t);
      if (this.best >= this.need) return;
    }
  }

  /** The most tricks `p` can win with the guards' void times fixed (see `wins`). */
  private count(): void {
    const T = this.tricks;
    const at = this.at;
    for (let t = 0; t <= T + 1; t++) at[t] = 0;
    let open = this.free;
    for (let i = 0; i < this.cards; i++) {
      let o = 1;
      const s = this.suit[i];
      for (let g = this.mask[i]; g !== 0; g &= g - 1) {
        const q = 31 - Math.clz32(g & -g);
        const f = this.fin[q * 4 + s] + 1;
        if (f > o) o = f;
      }
      if (o <= 1) open++;
      else at[o > T ? T + 1 : o]++;
    }
    const w = this.wins(T, 1, this.lead, open);
    if (w > this.best) this.best = w;
  }

  /**
   * The most tricks of the relaxed game from trick `t` on (of `T`): `open` cards open, `at[o]` cards
   * opening at trick `o` (T + 1: never). `p` wins the trick with an open card, unless it leads (it won
   * the trick before) holding a card not yet open; or it loses it with any card. A pure function of its
   * arguments, so kept in `WINS` for every later call.
   */
  private wins(T: number, t: number, lead: boolean, open: number): number {
    if (t > T) return 0;
    const at = this.at;
    // cards opening at trick t are open from it
    const saved = at[t];
    open += saved;
    at[t] = 0;
    let key = ((T * 16 + t) * 2 + (lead ? 1 : 0)) * 16 + open;
    for (let o = t + 1; o <= T + 1; o++) key = key * 16 + at[o];
    let best = WINS.get(key);
    if (best === undefined) {
      let guarded = false;
      for (let o = t + 1; o <= T + 1 && !guarded; o++) guarded = at[o] > 0;
      best = 0;
      // on lead holding a guarded card, p loses the trick; else it may win it
      if (open > 0 && !(lead && guarded)) best = 1 + this.wins(T, t + 1, true, open - 1);
      if (open > 0 && best < T - t + 1) best = Math.max(best, this.wins(T, t + 1, false, open - 1));
      for (let o = t + 1; o <= T + 1 && best < T - t + 1; o++)
        if (at[o] > 0) {
          at[o]--;
          best = Math.max(best, this.wins(T, t + 1, false, open));
          at[o]++;
        }
      WINS.set(key, best);
    }
    at[t] = saved;
    return best;
  }
}
