import type { BridgeOutcome, DealOutcome, HeartsOutcome, PerSide, SoloOutcome } from '../outcome';

const isCount = (n: unknown, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const SEATS = ['N', 'E', 'S', 'W'];

/** Why tricks per side cannot be a hand's result (at most 13 in all). */
function tricksProblem(t: PerSide): string | undefined {
  return isCount(t?.NS, 13) && isCount(t?.EW, 13) && t.NS + t.EW <= 13
    ? undefined
    : 'tricks per side must be whole numbers totalling at most 13';
}

/** Why a bridge outcome is malformed. */
function bridgeProblem(o: BridgeOutcome): string | undefined {
  if (!SEATS.includes(o.declarer)) return 'declarer must be a compass seat';
  if (!isCount(o.doublings, 20)) return 'doublings must be a whole number';
  return tricksProblem(o.tricks);
}

/** Why a solo outcome is malformed. */
function soloProblem(o: SoloOutcome): string | undefined {
  if (!isCount(o.callerTricks, 13)) return 'callerTricks must be 0..13';
  const players: readonly string[] = o.players ?? SEATS;
  if (players.length < 3 || players.length > 4 || new Set(players).size !== players.length)
    return 'solo whist is played by 3 or 4 distinct seats a deal (solo-hoffmann:p156)';
  if (o.sittingOut && players.includes(o.sittingOut)) return 'the seat sitting out does not play';
  if (o.call === 'general-misere') return o.generalMisere ? undefined : 'a General Misère needs its tricks';
  if (o.call === 'none') return undefined;
  if (!o.caller || !players.includes(o.caller)) return 'a call needs its caller';
  const needsAcceptor = o.call === 'proposal';
  if (needsAcceptor !== !!o.acceptor || o.acceptor === o.caller)
    return 'a proposal, and only a proposal, needs an acceptor other than the caller';
  if (o.acceptor && !players.includes(o.acceptor)) return 'the acceptor must be at the table';
  if (needsAcceptor && players.length === 3) return 'no proposition and acceptance at three (solo-hoffmann:p156)';
  return undefined;
}

/** Why a hearts outcome is malformed. */
function heartsProblem(o: HeartsOutcome): string | undefined {
  if (o.players.length < 3 || o.players.length > 6 || new Set(o.players).size !== o.players.length)
    return 'hearts is for 3 to 6 distinct seats';
  if (!o.players.every((p) => isCount(o.hearts[p] ?? 0, 13))) return 'hearts per seat must be 0..13';
  const total = o.players.reduce((a, p) => a + (o.hearts[p] ?? 0), 0);
  if (total > 13) return 'more than 13 hearts';
  const seats = [...o.revokes.map((r) => r.seat), ...o.forfeits.map((f) => f.seat)];
  if (o.lastTrick) seats.push(o.lastTrick.winner, o.lastTrick.takenBy);
  if (o.auction?.bidder) seats.push(o.auction.bidder);
  if (seats.some((s) => !o.players.includes(s)))
    return 'revokes, forfeits, the last trick and the bidder must name seats at the table';
  if (o.auction && (!isCount(o.auction.bid, 1000) || !['S', 'H', 'D', 'C'].includes(o.auction.avoid)))
    return 'an auction needs a whole bid and a suit to avoid';
  return o.forfeits.every((f) => isCount(f.counters, 1000)) ? undefined : 'forfeits are whole counters';
}

/** Why a finished-deal outcome cannot be settled, or undefined when it can. */
export function outcomeProblem(o: DealOutcome): string | undefined {
  if (!Number.isInteger(o.deal) || o.deal < 1) return 'deal numbers start at 1';
  switch (o.variant) {
    case 'whist':
    case 'dummy-whist':
      return tricksProblem(o.tricks);
    case 'bridge-1904':
      return bridgeProblem(o);
    case 'solo-whist':
      return soloProblem(o);
    case 'hearts':
      return heartsProblem(o);
    default:
      return 'unknown variant';
  }
}
