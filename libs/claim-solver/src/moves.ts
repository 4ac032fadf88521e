import { highBit, popcount } from './bits';
import { Engine, MAXM } from './engine';
import { plainLeads } from './plain-leads';
import { plainFollows } from './plain-follows';

/**
 * Fills the moves of seat `p` at ply `depth`, best first: one card per run of equivalent cards (cards
 * adjacent in rank among the live cards of a suit, the trick's cards counting as live; `lows` gets
 * the run's lowest rank), the duty to follow obeyed; `hint` (suit × 16 + rank index from the top)
 * goes first, then the other cards of its suit, nearest in rank first. `need` (the points the maximisers
 * still need at this node, 0 when unknown) tells a maximising leader whether it can spare a trick
 * (`scoreLeads`). Returns their number. The whole list in order, as the search takes it move by move
 * (`scoreMoves`, then `nextBest` for each place).
 */
export function generateMoves(e: Engine, p: number, depth: number, hint: number, need = 0): number {
  const cnt = scoreMoves(e, p, depth, hint, need);
  const base = depth * MAXM;
  for (let i = 0; i + 1 < cnt; i++) nextBest(e, base, i, cnt);
  return cnt;
}

/**
 * The moves of `generateMoves`, not yet in order: each with its score in `e.scores` (same slots; none
 * when there is only one move). The search takes them best first with `nextBest`, so a node cut by its
 * first move does not sort the others.
 */
export function scoreMoves(e: Engine, p: number, depth: number, hint: number, need = 0): number {
  const base = depth * MAXM;
  const tb = e.trickBase();
  const led = e.trickLen === 0 ? -1 : e.tCard[tb] >> 4;
  let cnt = 0;
  if (led >= 0 && e.hands[p * 4 + led]) cnt = addSuit(e, p, led, base, 0);
  else for (let s = 0; s < 4; s++) if (e.hands[p * 4 + s]) cnt = addSuit(e, p, s, base, cnt);
  if (cnt > 1) score(e, p, base, cnt, hint, need);
  return cnt;
}

/**
 * Brings the best of the scored moves `i..cnt-1` at ply slot `base` (the first of them among equal
 * scores) to slot `i`, the others keeping their order: taken for i = 0, 1, … it gives a stable sort by
 * score, highest first (the order of `generateMoves`).
 */
export function nextBest(e: Engine, base: number, i: number, cnt: number): void {
  const sc = e.scores;
  let k = base + i;
  let v = sc[k];
  for (let j = k + 1; j < base + cnt; j++) {
    if (sc[j] > v) {
      v = sc[j];
      k = j;
    }
  }
  if (k === base + i) return;
  const m = e.moves[k];
  const low = e.lows[k];
  for (; k > base + i; k--) {
    e.moves[k] = e.moves[k - 1];
    e.lows[k] = e.lows[k - 1];
    sc[k] = sc[k - 1];
  }
  e.moves[k] = m;
  e.lows[k] = low;
  sc[k] = v;
}

function addSuit(e: Engine, p: number, s: number, base: number, cnt: number): number {
  let m = e.hands[p * 4 + s];
  const others = e.live[s] & ~m;
  while (m) {
    const r = 31 - Math.clz32(m);
    const below = others & ((1 << r) - 1);
    const run = below ? m & ~((2 << (31 - Math.clz32(below))) - 1) : m;
    e.moves[base + cnt] = s * 16 + r;
    e.lows[base + cnt++] = 31 - Math.clz32(run & -run);
    m &= ~run;
  }
  return cnt;
}

/** A partnership game of tricks: four seats, North-South against East-West, each side counting its own tricks. */
function partnership(e: Engine): boolean {
  return e.n === 4 && (e.maxSeats === 5 || e.maxSeats === 10) && e.countSeats === e.maxSeats && !e.hearts;
}

function score(e: Engine, p: number, base: number, cnt: number, hint: number, need: number): void {
  const sc = e.scores;
  // A partnership game: DDS's weights (since 1.9.0), the same for either side; but the third hand at no trumps
  // when the second hand's card wins so far keeps `scoreFollows` (DDS's order there took deal 2 of the bench
  // from 12 k to 350 k nodes: ADR 0026, "Revision (stop 22)").
  const plain = partnership(e);
  if (!plain) {
    if (e.trickLen === 0) scoreLeads(e, p, base, cnt, need);
    else scoreFollows(e, p, base, cnt);
  } else if (e.trickLen === 0) plainLeads(e, p, base, cnt);
  else if (e.trickLen === 2 && e.trump < 0 && e.tWin[e.tb + 1] !== 0) scoreFollows(e, p, base, cnt);
  else plainFollows(e, p, base, cnt);
  if (hint >= 0 && plain) {
    // the hint first; the other cards of its suit only a little above their weights (DDS's scale)
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      if ((code & 0xf0) === (hint & 0xf0))
        sc[base + i] += popcount(e.live[code >> 4] >>> ((code & 15) + 1)) === (hint & 15) ? 100000 : 30;
    }
  } else if (hint >= 0) {
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      if ((code & 0xf0) === (hint & 0xf0))
        sc[base + i] += 100000 - 1000 * Math.abs(popcount(e.live[code >> 4] >>> ((code & 15) + 1)) - (hint & 15));
    }
  }
}

/** A trick won by `w` is good for `p` when it goes where `p`'s side wants the points. */
function good(e: Engine, p: number, w: number): boolean {
  return e.countOf(w) === e.maxOf(p);
}

/**
 * Scores for following where `plainFollows` does not apply (see `score`): win cheaply (lower when a later opponent can still beat the card; second hand
 * ducks rather than win so), never overtake a partner's card that already wins the trick, low when
 * partner wins, cheapest ruff; discards by `discardScore`; a seat that wants to lose plays its
 * highest card that still loses, and at misère its highest when every card wins (the others, beating a card
 * they did not want to, their lowest). What depends only on the trick is worked out once.
 */
function scoreFollows(e: Engine, p: number, base: number, cnt: number): void {
  const tb = e.trickBase();
  const wi = tb + e.tWin[tb + e.trickLen - 1];
  const winCard = e.tCard[wi];
  const led = e.tCard[tb] >> 4;
  const wantsOwn = good(e, p, p);
  const goodWin = good(e, p, e.tSeat[wi]);
  // -1: not yet known; else whether the card winning so far is safe from the seats still to play
  let winnerSafe = -1;
  // -1: not yet known; else what the opponents still to play can beat (`laterThreats`)
  let threats = -1;
  for (let i = 0; i < cnt; i++) {
    const code = e.moves[base + i];
    const win = e.beats(code, winCard);
    const r = code & 15;
    const ruff = code >> 4 === e.trump && led !== e.trump ? 40 : 0;
    let v: number;
    if (wantsOwn && code >> 4 !== led && !ruff) v = ((win ? wantsOwn : goodWin) ? 800 : 400) + discardScore(e, p, code);
    else if (win ? wantsOwn : goodWin) {
      if (win && goodWin && winnerSafe < 0) {
        if (threats < 0) threats = laterThreats(e, p);
        winnerSafe = safeFrom(threats, winCard, led, e.trump) ? 1 : 0;
      }
      if (win && goodWin && winnerSafe === 1) v = 300 - r;
      else if (win) {
        let unsafe = false;
        if (e.trickLen < e.n - 1) {
          if (threats < 0) threats = laterThreats(e, p);
          unsafe = !safeFrom(threats, code, led, e.trump);
        }
        v = 1000 - r - ruff + (unsafe ? (e.trickLen === 1 ? -700 : -300) : 0);
      } else v = wantsOwn ? 800 - r - ruff : 800 + r;
    } else v = wantsOwn ? 400 - r - ruff : !win ? 400 + r : e.countOf(p) && !e.hearts ? 100 + r : 100 - r;
    e.scores[base + i] = v;
  }
}

/**
 * What the opponents of `p` still to play to the trick can do, packed: bits 0-4, one more than the highest
 * rank any of them holds in the led suit (0: none follows); bits 5-9, one more than the highest trump of those
 * void in the led suit (0: none of them holds a trump); bit 10, some of them is void in the led suit and holds
 * a trump. (`safeFrom` reads it.)
 */
export function laterThreats(e: Engine, p: number): number {
  const tb = e.trickBase();
  const led = e.tCard[tb] >> 4;
  const t = e.trump;
  let follow = 0;
  let ruff = 0;
  let ruffs = 0;
  for (let k = e.trickLen + 1; k < e.n; k++) {
    const o = e.leader + k >= e.n ? e.leader + k - e.n : e.leader + k;
    if (good(e, p, o)) continue;
    const f = e.hands[o * 4 + led];
    if (f) follow = Math.max(follow, highBit(f) + 1);
    else if (t >= 0 && e.hands[o * 4 + t]) {
      ruffs = 1;
      ruff = Math.max(ruff, highBit(e.hands[o * 4 + t]) + 1);
    }
  }
  return follow | (ruff << 5) | (ruffs << 10);
}

/**
 * True when none of the opponents still to play (`threats`, from `laterThreats`) can beat `code`: none
 * follows above it in its suit (when it is of the led suit), none ruffs (or, `code` being a trump, none
 * ruffs above it).
 */
export function safeFrom(threats: number, code: number, led: number, trump: number): boolean {
  const s = code >> 4;
  const r = code & 15;
  if (s === led && (threats & 31) > r + 1) return false;
  return !(threats & 1024) || (s === trump && ((threats >>> 5) & 31) <= r + 1);
}

/** A discard: lowest first, from long suits, never a card that is the top of its suit. */
function discardScore(e: Engine, p: number, code: number): number {
  const s = code >> 4;
  const r = code & 15;
  return 8 * popcount(e.hands[p * 4 + s]) - r - (r === highBit(e.live[s]) ? 50 : 0);
}

/**
 * Scores for leading where `plainLeads` does not apply (misère, Hearts, one seat's tricks, other tables): cash a top card (from the side's longest suit first; for a maximising leader that
 * needs fewer than every trick left, after the other leads when cashing it would make an opponent's
 * card of the suit the best, `promotes`: since 1.6.0, ADR 0026 "Revision (stop 19)"), lead low to partner's top
 * card, lead for partner's ruff, top of an honour sequence, low cards from the suits where the side is
 * long, avoid suits the opponents ruff; where no seat wants the trick, `avoidingLead`. Moves come suit by suit,
 * so what depends only on the suit is worked out once per suit, and only when needed.
 */
function scoreLeads(e: Engine, p: number, base: number, cnt: number, need: number): void {
  const mine = good(e, p, p);
  // A maximising seat that can spare a trick (it needs fewer than every trick left) may develop rather than cash.
  const spare = need > 0 && e.maxOf(p) === 1 && need < e.tricksLeft;
  let victim = -1;
  if (!mine) for (let q = 0; q < e.n; q++) if (e.countOf(q) && !e.maxOf(q)) victim = victim === -1 ? q : -2;
  let s = -1;
  let top = 0;
  let topSeat = 0;
  let ruffed = false;
  // -1: not yet worked out for suit s
  let friend = -1;
  let side = -1;
  let second = -1;
  for (let i = 0; i < cnt; i++) {
    const code = e.moves[base + i];
    const r = code & 15;
    if (code >> 4 !== s) {
      s = code >> 4;
      top = highBit(e.live[s]);
      topSeat = e.owner[s * 16 + top];
      ruffed = mine && opponentsRuff(e, p, s);
      friend = side = second = -1;
    }
    let v: number;
    if (!mine) v = r === top ? -200 : avoidingLead(e, p, victim, code);
    else if (r === top)
      v = ruffed
        ? -100
        : (spare && promotes(e, p, s, top) ? 250 : 600) +
          (s === e.trump ? 30 : 0) +
          (side < 0 ? (side = sideLength(e, p, s)) : side);
    else if (topSeat !== p && good(e, p, topSeat)) v = ruffed ? -100 - r : 500 - r;
    else if ((friend < 0 ? (friend = friendRuffs(e, p, s) ? 1 : 0) : friend) === 1) v = 450 - r;
    else {
      if (side < 0) side = sideLength(e, p, s);
      if (second < 0) second = secondWithPartner(e, p, s, top);
      v = 200 - r - (ruffed ? 300 : 0) + sequenceBonus(e, p, code) + side + second;
    }
    e.scores[base + i] = v;
  }
}

/**
 * A lead where no seat wants the trick for itself (misère, Hearts; `victim` the one counted seat, else
 * < 0; at Hearts since 1.5.0, ADR 0029's revision):
 * the others lead first a card below the victim's lowest of the suit (it cannot duck), last one of a
 * suit it is void in (it discards); the victim leads first a card some other seat must beat (its
 * highest such card first, keeping its low cards); otherwise low cards first.
 */
function avoidingLead(e: Engine, p: number, victim: number, code: number): number {
  const r = code & 15;
  if (victim < 0) return 300 - r;
  if (p === victim) return guarded(e, p, code) ? 400 + r : 300 - r;
  const vh = e.hands[victim * 4 + (code >> 4)];
  return vh === 0 ? 200 - r : r < 31 - Math.clz32(vh & -vh) ? 400 - r : 300 - r;
}

/** True when another seat than `p` holds cards of `code`'s suit, all above it (a lead of it surely loses). */
function guarded(e: Engine, p: number, code: number): boolean {
  const s = code >> 4;
  const below = (2 << (code & 15)) - 1;
  for (let q = 0; q < e.n; q++) if (q !== p && e.hands[q * 4 + s] && (e.hands[q * 4 + s] & below) === 0) return true;
  return false;
}

/** Cashing the top card of suit `s` makes an opponent's card of it the best (he holds it beside another card of the suit). */
function promotes(e: Engine, p: number, s: number, top: number): boolean {
  const rest = e.live[s] & ~(1 << top);
  if (!rest) return false;
  const q = e.owner[s * 16 + highBit(rest)];
  return !good(e, p, q) && popcount(e.hands[q * 4 + s]) > 1;
}

/** A plain lead toward partner's second-best card of a suit whose best card the opponents hold. */
function secondWithPartner(e: Engine, p: number, s: number, top: number): number {
  const rest = e.live[s] & ~(1 << top);
  if (!rest) return 0;
  const q = e.owner[s * 16 + highBit(rest)];
  return q !== p && good(e, p, q) && !good(e, p, e.owner[s * 16 + top]) ? 40 : 0;
}

/** A plain lead: from the suits where `p`'s side (with partner at a four-seat table) is long. */
function sideLength(e: Engine, p: number, s: number): number {
  const side =
    popcount(e.hands[p * 4 + s]) +
    (e.n === 4 && good(e, p, (p + 2) & 3) ? popcount(e.hands[((p + 2) & 3) * 4 + s]) : 0);
  return 12 * side;
}

function sequenceBonus(e: Engine, p: number, code: number): number {
  const s = code >> 4;
  const r = code & 15;
  const below = e.hands[p * 4 + s] & ((1 << r) - 1);
  return below && r >= 8 && popcount(e.live[s] >>> (r + 1)) <= 2 ? 60 + r : 0;
}

function opponentsRuff(e: Engine, p: number, s: number): boolean {
  if (e.trump < 0 || s === e.trump) return false;
  for (let o = 0; o < e.n; o++) if (!good(e, p, o) && !e.hands[o * 4 + s] && e.hands[o * 4 + e.trump]) return true;
  return false;
}

function friendRuffs(e: Engine, p: number, s: number): boolean {
  if (e.trump < 0 || s === e.trump) return false;
  for (let o = 0; o < e.n; o++)
    if (o !== p && good(e, p, o) && !e.hands[o * 4 + s] && e.hands[o * 4 + e.trump]) return true;
  return false;
}
