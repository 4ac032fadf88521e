import { HEARTS, popcount } from './bits';

/** Most moves a seat can have at one turn (13 cards). */
export const MAXM = 16;

/** The engine's view of a position: seats 0..n-1 clockwise, each hand as four 13-bit rank masks. */
export interface EngineSetup {
  readonly hands: Int32Array;
  readonly trump: number;
  readonly isMax: Uint8Array;
  readonly isCount: Uint8Array;
  readonly hearts: boolean;
  readonly leader: number;
  readonly trick: readonly number[];
}

/** Where seat `p`'s length in suit `s` sits in its key word. */
function lengthShift(p: number, s: number): number {
  return (7 - (p & 1) * 4 - s) * 4;
}

/**
 * The mutable search state: hands, the cards still live (in hands or on the trick in progress),
 * and the tricks played inside the search (8 slots each).
 */
export class Engine {
  readonly n: number;
  readonly hands: Int32Array;
  readonly live = new Int32Array(4);
  readonly owner = new Int8Array(64).fill(-1);
  readonly trump: number;
  readonly isMax: Uint8Array;
  readonly isCount: Uint8Array;
  readonly hearts: boolean;
  /** `isMax` as one number, bit p for seat p (a bit test is cheaper than an array read in the hot path). */
  readonly maxSeats: number;
  /** `isCount` as one number, bit p for seat p. */
  readonly countSeats: number;
  readonly totalTricks: number;
  readonly tSeat: Int32Array;
  readonly tCard: Int32Array;
  readonly tWin: Int32Array;
  readonly moves: Int32Array;
  /** For each move, the lowest rank of the run of equivalent cards it stands for. */
  readonly lows: Int32Array;
  /** The moves' scores (same slots as `moves`). */
  readonly scores: Int32Array;
  /**
   * The suit lengths of the hands as key words: word `p >> 1` holds seats `p` and `p + 1` (p even),
   * four bits a suit, seat p's spades highest (kept up to date by `put` and `take`).
   */
  readonly lengthKeys = new Int32Array(3);
  leader: number;
  trickLen = 0;
  /** Index of the first slot of the trick in progress: `(totalTricks - tricksLeft) * 8`, kept by `close` and `reopen`. */
  tb = 0;
  tricksLeft: number;
  pointsLeft = 0;
  nodes = 0;
  /** After `close`: the trick's winning card when it beat a card of its own suit, else -1. */
  contested = -1;
  /** Positions the search may visit before it gives up (SearchBudgetExceeded). */
  maxNodes = Number.POSITIVE_INFINITY;

  constructor(s: EngineSetup) {
    this.n = s.hands.length >> 2;
    this.hands = Int32Array.from(s.hands);
    [this.trump, this.isMax, this.isCount, this.hearts, this.leader] = [
      s.trump,
      s.isMax,
      s.isCount,
      s.hearts,
      s.leader,
    ];
    let maxSeats = 0;
    let countSeats = 0;
    for (let p = 0; p < this.n; p++) {
      maxSeats |= (s.isMax[p] & 1) << p;
      countSeats |= (s.isCount[p] & 1) << p;
    }
    [this.maxSeats, this.countSeats] = [maxSeats, countSeats];
    for (let p = 0; p < this.n; p++) for (let su = 0; su < 4; su++) this.claim(p, su);
    for (const code of s.trick) this.live[code >> 4] |= 1 << (code & 15);
    const next = (s.leader + s.trick.length) % this.n;
    let held = 0;
    for (let su = 0; su < 4; su++) held += popcount(this.hands[next * 4 + su]);
    this.tricksLeft = this.totalTricks = held;
    this.pointsLeft = this.hearts ? popcount(this.live[HEARTS]) : this.tricksLeft;
    const depth = (this.totalTricks + 1) * 8;
    [this.tSeat, this.tCard, this.tWin] = [new Int32Array(depth), new Int32Array(depth), new Int32Array(depth)];
    this.moves = new Int32Array((this.totalTricks * this.n + 2) * MAXM);
    this.lows = new Int32Array(this.moves.length);
    this.scores = new Int32Array(this.moves.length);
    const hand0 = Int32Array.from(this.hands);
    s.trick.forEach((code, i) => (this.hands[((s.leader + i) % this.n) * 4 + (code >> 4)] |= 1 << (code & 15)));
    for (let p = 0; p < this.n; p++)
      for (let su = 0; su < 4; su++) this.lengthKeys[p >> 1] += popcount(this.hands[p * 4 + su]) << lengthShift(p, su);
    for (const code of s.trick) this.put(code);
    if (hand0.some((m, i) => m !== this.hands[i])) throw new Error('trick cards must not be in the hands');
  }

  private claim(p: number, su: number): void {
    const m = this.hands[p * 4 + su];
    this.live[su] |= m;
    for (let r = 0; r < 13; r++) if (m & (1 << r)) this.owner[su * 16 + r] = p;
  }

  /** 1 when seat `p` maximises, else 0 (`isMax[p]`). */
  maxOf(p: number): number {
    return (this.maxSeats >>> p) & 1;
  }

  /** 1 when seat `p`'s points count, else 0 (`isCount[p]`). */
  countOf(p: number): number {
    return (this.countSeats >>> p) & 1;
  }

  /** Seat `p`'s number of cards in suit `s` (from the length key words). */
  suitLength(p: number, s: number): number {
    return (this.lengthKeys[p >> 1] >>> lengthShift(p, s)) & 15;
  }

  /** Index of the first slot of the trick in progress. */
  trickBase(): number {
    return this.tb;
  }

  /** The seat whose turn it is. */
  toPlay(): number {
    const p = this.leader + this.trickLen;
    return p >= this.n ? p - this.n : p;
  }

  /** True when card `code` beats card `best` on a trick already led. */
  beats(code: number, best: number): boolean {
    const s = code >> 4;
    return s === best >> 4 ? (code & 15) > (best & 15) : s === this.trump;
  }

  /** Puts the next seat's card `code` on the trick (it must hold it). */
  put(code: number): void {
    const k = this.trickLen;
    const p = this.leader + k >= this.n ? this.leader + k - this.n : this.leader + k;
    const tb = this.tb;
    this.hands[p * 4 + (code >> 4)] &= ~(1 << (code & 15));
    this.lengthKeys[p >> 1] -= 1 << lengthShift(p, code >> 4);
    this.tSeat[tb + k] = p;
    this.tCard[tb + k] = code;
    if (k === 0) this.tWin[tb] = 0;
    else {
      const prev = this.tWin[tb + k - 1];
      this.tWin[tb + k] = this.beats(code, this.tCard[tb + prev]) ? k : prev;
    }
    this.trickLen = k + 1;
  }

  /** Takes the last card of the trick in progress back into its hand. */
  take(): void {
    const i = this.tb + --this.trickLen;
    const code = this.tCard[i];
    const p = this.tSeat[i];
    this.hands[p * 4 + (code >> 4)] |= 1 << (code & 15);
    this.lengthKeys[p >> 1] += 1 << lengthShift(p, code >> 4);
  }

  /** Points the full trick in progress carries (1, or its hearts). */
  trickPoints(): number {
    if (!this.hearts) return 1;
    const tb = this.trickBase();
    let pts = 0;
    for (let k = 0; k < this.n; k++) if (this.tCard[tb + k] >> 4 === HEARTS) pts++;
    return pts;
  }

  /**
   * Closes the full trick: the winner leads next; returns the points it brings to the counted side.
   * Sets `contested` to the winning card when it beat a card of its own suit (its rank mattered), else -1.
   */
  close(): number {
    const tb = this.trickBase();
    const wk = this.tWin[tb + this.n - 1];
    const win = this.tCard[tb + wk];
    let contested = -1;
    for (let k = 0; k < this.n; k++) {
      const c = this.tCard[tb + k];
      this.live[c >> 4] &= ~(1 << (c & 15));
      if (k !== wk && c >> 4 === win >> 4) contested = win;
    }
    this.contested = contested;
    const pts = this.trickPoints();
    this.tricksLeft--;
    this.tb = tb + 8;
    this.pointsLeft -= pts;
    this.leader = this.tSeat[tb + wk];
    this.trickLen = 0;
    return this.countOf(this.leader) ? pts : 0;
  }

  /** Undoes `close`: the last closed trick is in progress again, full. */
  reopen(): void {
    this.tricksLeft++;
    const tb = (this.tb -= 8);
    for (let k = 0; k < this.n; k++) this.live[this.tCard[tb + k] >> 4] |= 1 << (this.tCard[tb + k] & 15);
    this.trickLen = this.n;
    this.leader = this.tSeat[tb];
    this.pointsLeft += this.trickPoints();
  }
}
