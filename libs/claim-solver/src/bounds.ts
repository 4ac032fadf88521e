import { highBit, popcount } from './bits';
import { Engine } from './engine';

/** The `q` highest set bits of `m`. */
export function topBits(m: number, q: number): number {
  let out = 0;
  for (let i = 0; i < q && m; i++) {
    const b = 1 << highBit(m);
    out |= b;
    m ^= b;
  }
  return out;
}

/**
 * Sure tricks for seat `p` on lead between tricks: in each suit, its cards above every other live
 * card of the suit (all its cards of the suit when no other seat holds more of it than that); in a plain suit of a trump game, no more rounds than the shortest holding of an
 * opponent who has trumps (he must follow until then, so he never discards and never ruffs early).
 * With `from` ≥ 0 (four seats, no trumps): also a suit that only `p` and its partner hold, played last
 * (`pairRounds`, `p` keeping the lead at least `from` rounds), when the partner's cards outside it cover
 * the rounds cashed before it.
 * Writes the cards it relies on into `out[off..off+3]`, and the sure tricks of each suit (those of the
 * suit played last not included) into `out[off+16..off+19]`.
 */
export function quickTricks(e: Engine, p: number, out: Int32Array, off: number, from = -1): number {
  const H = e.hands;
  const L = e.live;
  const trump = e.trump;
  let total = 0;
  let extra = 0;
  let last = -1;
  const mate = (p + 2) & 3;
  const pairs = from >= 0 && e.n === 4 && trump < 0 && e.maxOf(mate) === e.maxOf(p);
  for (let s = 0; s < 4; s++) {
    const h = H[p * 4 + s];
    if (!h) {
      out[off + s] = out[off + 16 + s] = 0;
      continue;
    }
    const others = L[s] & ~h;
    // `p`'s cards above every other live card of the suit (all of them when no other seat holds it)
    const above = others ? h & -(2 << highBit(others)) : h;
    const top = popcount(above);
    let q = top > 0 && others && !longerThan(e, p, s, top) ? popcount(h) : top;
    if (q > 0 && trump >= 0 && s !== trump) q = Math.min(q, ruffLimit(e, p, s));
    out[off + s] = others ? (q >= top ? above : topBits(h, q)) : 0;
    out[off + 16 + s] = q;
    total += q;
    if (pairs && others && others === H[mate * 4 + s]) {
      const more = pairRounds(h, others, from) - q;
      if (more > extra) {
        extra = more;
        last = s;
      }
    }
  }
  // The rounds cashed before the suit played last: the partner follows or discards from its other cards.
  if (
    last >= 0 &&
    total - out[off + 16 + last] <=
      e.suitLength(mate, 0) +
        e.suitLength(mate, 1) +
        e.suitLength(mate, 2) +
        e.suitLength(mate, 3) -
        e.suitLength(mate, last)
  ) {
    total += extra;
    out[off + last] = e.live[last];
  }
  return Math.min(total, e.tricksLeft);
}

/**
 * Rounds of a suit that only a hand `h` on lead and its partner (`mate`) hold, at no trumps (every round
 * goes to one of them): `h` keeps the lead while its highest beats the partner's lowest; or, after at
 * least `from` such rounds, it leads its lowest to the partner's highest and the partner runs the suit
 * (its highest over `h`'s lowest each round, then its cards left): then every card of the partner's is a
 * round.
 */
function pairRounds(h: number, mate: number, from: number): number {
  let H = h;
  let M = mate;
  let kept = 0;
  const b = popcount(mate);
  while (H) {
    if (kept >= from && kept < b && overtakes(H, M)) return b;
    const hi = 1 << highBit(H);
    const lo = M & -M;
    if (M && hi < lo) break;
    H ^= hi;
    M ^= lo;
    kept++;
  }
  return kept;
}

/** Whether `mate` wins a round led with `h`'s lowest card and then every round it leads its highest over `h`'s lowest. */
function overtakes(h: number, mate: number): boolean {
  while (h) {
    const lo = h & -h;
    if (!mate || 1 << highBit(mate) < lo) return false;
    h ^= lo;
    mate ^= 1 << highBit(mate);
  }
  return true;
}

/** True when a seat other than `p` holds more than `k` cards of suit `s`. */
function longerThan(e: Engine, p: number, s: number, k: number): boolean {
  for (let o = 0; o < e.n; o++) if (o !== p && e.suitLength(o, s) > k) return true;
  return false;
}

function ruffLimit(e: Engine, p: number, s: number): number {
  let limit = 13;
  for (let o = 0; o < e.n; o++) {
    if (e.maxOf(o) === e.maxOf(p) || !e.hands[o * 4 + e.trump]) continue;
    limit = Math.min(limit, e.suitLength(o, s));
  }
  return limit;
}

/**
 * Tricks the side `maxSide` (1: maximising seats) is sure of in a trump game: a trump above all the
 * other side's trumps wins the trick it falls on, and one hand's such trumps fall on different
 * tricks. Writes the trumps it relies on into `out[off + trump]` (other suits cleared).
 */
export function topTrumpTricks(e: Engine, maxSide: number, out: Int32Array, off: number): number {
  out[off] = out[off + 1] = out[off + 2] = out[off + 3] = 0;
  const t = e.trump;
  if (t < 0) return 0;
  const H = e.hands;
  let theirs = 0;
  for (let o = 0; o < e.n; o++) if (e.maxOf(o) !== maxSide) theirs |= H[o * 4 + t];
  // the trumps above all of theirs
  const keep = theirs ? -(2 << highBit(theirs)) : -1;
  let best = 0;
  let holders = 0;
  let all = 0;
  let long = false;
  for (let p = 0; p < e.n; p++) {
    if (e.maxOf(p) !== maxSide) continue;
    const trumps = H[p * 4 + t];
    const mine = trumps & keep;
    if (!mine) continue;
    holders++;
    all |= mine;
    if (trumps & (trumps - 1)) long = true;
    const count = popcount(mine);
    if (count > best) {
      best = count;
      out[off + t] = theirs ? mine : 0;
    }
  }
  // Two hands with one master each, one of them with another trump to play under its partner's: two tricks.
  if (best === 1 && holders === 2 && long && theirs) {
    out[off + e.trump] = all;
    return 2;
  }
  return best;
}

/** The points the counted side takes from the last trick (one card each, between tricks); writes the deciding card into `out`. */
export function lastTrick(e: Engine, out: Int32Array, off: number): number {
  let bestSeat = e.leader;
  let best = cardOf(e, e.leader);
  let pts = 0;
  for (let k = 0; k < e.n; k++) {
    const p = (e.leader + k) % e.n;
    const c = cardOf(e, p);
    if (e.hearts ? c >> 4 === 1 : k === 0) pts++;
    if (k > 0 && e.beats(c, best)) {
      best = c;
      bestSeat = p;
    }
  }
  let contested = false;
  for (let p = 0; p < e.n; p++) if (p !== bestSeat && cardOf(e, p) >> 4 === best >> 4) contested = true;
  for (let s = 0; s < 4; s++) out[off + s] = 0;
  if (contested) out[off + (best >> 4)] = 1 << (best & 15);
  return e.countOf(bestSeat) ? pts : 0;
}

function cardOf(e: Engine, p: number): number {
  for (let s = 0; s < 4; s++) {
    const m = e.hands[p * 4 + s];
    if (m) return s * 16 + highBit(m);
  }
  return -1;
}

/**
 * Between tricks of a plain trick game: +1 when the bounds prove the maximisers reach `need`, -1 when
 * they prove it out of reach, 0 when open; the cards relied on go to `rel[o..o+3]` (`tmp`: 32 ints of scratch).
 */
export function boundsBetween(e: Engine, need: number, rel: Int32Array, o: number, tmp: Int32Array): number {
  const leaderMax = e.maxOf(e.leader) === 1;
  // Quick tricks decide from `enough` on; a hand has none in a suit whose top card it does not hold.
  const enough = leaderMax ? need : e.tricksLeft - need + 1;
  const partner = e.n === 4 ? (e.leader + 2) & 3 : -1;
  let most = 0;
  for (let s = 0; s < 4; s++) {
    const top = e.live[s] ? e.owner[s * 16 + highBit(e.live[s])] : -1;
    if (top !== e.leader && top !== partner) continue;
    // At no trumps a suit the side alone holds may give the longer of its two holdings (`pairRounds`).
    const alone = e.trump < 0 && partner >= 0 && !(e.live[s] & ~e.hands[e.leader * 4 + s] & ~e.hands[partner * 4 + s]);
    most += alone ? Math.max(e.suitLength(e.leader, s), e.suitLength(partner, s)) : e.suitLength(top, s);
  }
  let q = 0;
  if (most >= enough) {
    q = quickTricks(e, e.leader, tmp, 0);
    if (q >= enough) return relyOn(rel, o, tmp, 0, leaderMax ? 1 : -1);
  }
  const q2 = most >= enough && q < e.tricksLeft ? partnerQuickTricks(e, tmp) : 0;
  const both = q2 > 0 ? bothHands(e, tmp) : 0;
  const from = both > Math.max(q, q2) ? 24 : q2 > q ? 12 : 0;
  if (from > 0) {
    q = Math.max(q2, both);
    for (let s = 0; s < 4; s++) tmp[s] = tmp[from + s];
  }
  if (leaderMax && q >= need) return relyOn(rel, o, tmp, 0, 1);
  // A side's top trump tricks are at most the live trumps (none at no trumps): fewer cannot decide.
  const trumps = e.trump >= 0 ? popcount(e.live[e.trump]) : 0;
  if (trumps >= need && topTrumpTricks(e, 1, tmp, 4) >= need) return relyOn(rel, o, tmp, 4, 1);
  if (!leaderMax && e.tricksLeft - q < need) return relyOn(rel, o, tmp, 0, -1);
  if (trumps > e.tricksLeft - need && e.tricksLeft - topTrumpTricks(e, 0, tmp, 8) < need)
    return relyOn(rel, o, tmp, 8, -1);
  if (need === e.tricksLeft && !canTakeAll(e, 1, tmp)) return relyOn(rel, o, tmp, 0, -1);
  if (need === 1 && !canTakeAll(e, 0, tmp)) return relyOn(rel, o, tmp, 0, 1);
  return 0;
}

/**
 * Whether `side` (1: the maximisers) might take every trick left, when it holds no trump (at no trumps,
 * or the trumps are the other side's, a suit it heads like any other):
 * a trick led in a suit whose best card the other side holds goes to that card (whoever leads it), so
 * every trick must be played in a suit `side` heads, and a suit gives at most as many tricks as the
 * side's longest holding of it (each round takes a card from every hand that still holds it). Without
 * the count (the rule of N-1) the other side is never squeezed out of its best cards. False when those
 * holdings are too few (DDS's "later tricks"); the cards relied on (the other side's best cards) go to
 * `t[0..3]`.
 */
function canTakeAll(e: Engine, side: number, t: Int32Array): boolean {
  if (e.trump >= 0) for (let q = 0; q < e.n; q++) if (e.maxOf(q) === side && e.hands[q * 4 + e.trump]) return true;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    t[s] = 0;
    if (!e.live[s]) continue;
    const top = highBit(e.live[s]);
    const holder = e.owner[s * 16 + top];
    if (e.maxOf(holder) !== side) {
      if (e.live[s] !== 1 << top) t[s] = 1 << top;
      continue;
    }
    let longest = 0;
    for (let q = 0; q < e.n; q++) if (e.maxOf(q) === side) longest = Math.max(longest, e.suitLength(q, s));
    sum += longest;
  }
  return sum >= e.tricksLeft;
}

/**
 * With four seats, the quick tricks of the leader's partner (cards relied on in `t[12..15]`) when the
 * leader can reach a suit in which the partner holds a sure winner; 0 otherwise.
 */
function partnerQuickTricks(e: Engine, t: Int32Array): number {
  const partner = (e.leader + 2) & 3;
  if (e.n !== 4 || e.maxOf(partner) !== e.maxOf(e.leader)) return 0;
  // Reached through a suit where it wins the first round: in a suit played last, its plan's first round.
  const q2 = quickTricks(e, partner, t, 12, 1);
  let entry = -1;
  for (let s = 0; s < 4 && entry < 0; s++) if (t[28 + s] && e.hands[e.leader * 4 + s]) entry = s;
  return entry < 0 ? 0 : q2;
}

/**
 * At no trumps (or when no seat but the leader holds a trump): the leader cashes his sure tricks,
 * then leads to a suit where his partner has sure tricks (an entry: the leader holds a card of it),
 * and the partner cashes his. (A suit's sure tricks belong to one of them: the one with its top card.)
 * The partner keeps his winners while the leader cashes when his other cards are enough to follow
 * or discard; the opponents' cards only leave, so every count stays true. Needs `t` as
 * `boundsBetween` leaves it after both hands' quick tricks (cards relied on at 0 and 12, counts per
 * suit at 16 and 28); writes the cards this relies on into `t[24..27]`. 0 when it does not apply.
 */
function bothHands(e: Engine, t: Int32Array): number {
  if (e.trump >= 0 && e.live[e.trump] & ~e.hands[e.leader * 4 + e.trump]) return 0;
  let mine = 0;
  let his = 0;
  let entry = false;
  for (let s = 0; s < 4; s++) {
    mine += t[16 + s];
    his += t[28 + s];
    if (t[28 + s] > 0 && e.hands[e.leader * 4 + s]) entry = true;
  }
  if (!entry || mine === 0 || e.tricksLeft - his < mine) return 0;
  for (let s = 0; s < 4; s++) t[24 + s] = t[s] | t[12 + s];
  return mine + his;
}

function relyOn(rel: Int32Array, o: number, tmp: Int32Array, from: number, result: number): number {
  for (let s = 0; s < 4; s++) rel[o + s] = tmp[from + s];
  return result;
}
