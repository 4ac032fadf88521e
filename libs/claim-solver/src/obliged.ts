import { Obligation } from '@ledger/laws/core/state';
import { breachProof } from '@ledger/laws/core/tricks/duty-check';
import { SUITS } from '@ledger/laws/core/cards/card';
import { decodeCard, encodeCard, popcount } from './bits';
import { Engine } from './engine';

/** Elected calls the search obeys; each binds one play of one of its seats, as in the session (whist-1900:76). */
export class Obliged {
  /** Bit i set while obligation i is not yet discharged. */
  pending: number;

  constructor(
    readonly list: readonly Obligation[],
    readonly seatMasks: readonly number[],
    readonly startTrick: number,
  ) {
    this.pending = (1 << list.length) - 1;
  }

  /** The pending obligations binding seat `p` for its play now (bits). */
  binding(e: Engine, p: number): number {
    let bits = 0;
    const trick = this.startTrick + e.totalTricks - e.tricksLeft;
    const lead = e.trickLen === 0;
    for (let i = 0; i < this.list.length; i++) {
      const o = this.list[i];
      if (!(this.pending & (1 << i)) || !(this.seatMasks[i] & (1 << p))) continue;
      if (o.trick !== undefined && o.trick !== trick) continue;
      if (o.when === 'turn' || (o.when === 'lead') === lead) bits |= 1 << i;
    }
    return bits;
  }

  /** A key word for the table: which calls are pending and where each called card stands among the live cards. */
  key(e: Engine): number {
    let k = this.pending;
    let mult = 64;
    for (let i = 0; i < this.list.length; i++) {
      const card = this.list[i].card;
      if (!(this.pending & (1 << i)) || !card) continue;
      const code = encodeCard(card);
      const live = e.live[code >> 4];
      const rel = live & (1 << (code & 15)) ? popcount(live >>> ((code & 15) + 1)) : 15;
      k += mult * (rel + 1);
      mult *= 17;
    }
    return k;
  }

  /** Fills the moves of seat `p` that obey the binding calls `bits` (every lawful card: no merging); returns their number. */
  moves(e: Engine, p: number, base: number, bits: number): number {
    const tb = e.trickBase();
    const led = e.trickLen === 0 ? -1 : e.tCard[tb] >> 4;
    const beat = e.trickLen === 0 ? null : decodeCard(e.tCard[tb + e.tWin[tb + e.trickLen - 1]]);
    const held = handCodes(e, p).map(decodeCard);
    const lawful = handCodes(e, p).filter((c) => led < 0 || !e.hands[p * 4 + led] || c >> 4 === led);
    const ok = lawful.filter((code) =>
      this.list.every((o, i) => !(bits & (1 << i)) || obeys(o, code, held, led, beat, e.trump)),
    );
    const chosen = ok.length > 0 ? ok : lawful;
    chosen.forEach((code, i) => ([e.moves[base + i], e.lows[base + i]] = [code, code & 15]));
    return chosen.length;
  }
}

function obeys(
  o: Obligation,
  code: number,
  held: ReturnType<typeof decodeCard>[],
  led: number,
  beat: ReturnType<typeof decodeCard> | null,
  trump: number,
): boolean {
  const duty = { kind: o.kind, suit: o.suit, card: o.card, led: led < 0 ? null : SUITS[led], beat, law: o.law };
  return breachProof(duty, decodeCard(code), held, trump < 0 ? null : SUITS[trump]) === undefined;
}

function handCodes(e: Engine, p: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = 12; r >= 0; r--) if (e.hands[p * 4 + s] & (1 << r)) out.push(s * 16 + r);
  return out;
}
