import {
  decide,
  evolve,
  FULL_PACK,
  GameVariant,
  LawCommand,
  LawEvent,
  legalPlays,
  initialState,
  SessionState,
  suitOf,
  VARIANTS,
} from '@ledger/laws';
import { expectedSeat } from '../../libs/laws/src/core/tricks/turn';
import { seededRandom, shuffled } from '../../test/support/seeded-random';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const PLAYERS = { N: 'p-north', E: 'p-east', S: 'p-south', W: 'p-west' };

/** The seeded PRNG the tests use (mulberry32). */
export const prng = seededRandom;

/** A session being played through the laws' own `decide`/`evolve` (what the API does, without I/O). */
export class SessionPlayer {
  state: SessionState = initialState;
  readonly events: LawEvent[] = [];
  /** Every command decided so far, as decided (with its `at`). */
  readonly commands: LawCommand[] = [];
  private clock = Date.parse('2026-11-29T19:00:00.000Z');

  constructor(
    readonly variant: GameVariant,
    private readonly random: () => number,
  ) {}

  /** Decides a command, folds its events and returns them. */
  run(command: Omit<LawCommand, 'at'>): LawEvent[] {
    this.clock += 7_000;
    const full = { ...command, at: new Date(this.clock).toISOString() } as LawCommand;
    const out = decide(full, this.state);
    this.commands.push(full);
    for (const e of out) this.state = evolve(this.state, e);
    this.events.push(...out);
    return out;
  }

  /** The commands of one whole deal, decided and folded one by one (`each` sees every command). */
  playDeal(each: (command: Omit<LawCommand, 'at'>) => void = (c) => this.run(c)): void {
    const n = this.state.deals.length + 1;
    const dealer = SEATS[(n - 1) % 4];
    const pack = shuffled(this.random, FULL_PACK);
    const hands = Object.fromEntries(SEATS.map((s, i) => [s, pack.filter((_, k) => k % 4 === i)]));
    const trumpCard = hands[dealer][12];
    const usesTrumpCard = this.variant === 'whist' || this.variant === 'dummy-whist' || this.variant === 'solo-whist';
    each({ type: 'StartDeal', dealer, hands, ...(usesTrumpCard ? { trumpCard } : {}) } as never);
    this.calls(n, dealer, each);
    for (let guard = 0; guard < 80 && this.deal(n).status === 'playing'; guard++) each(this.nextPlay(n));
  }

  private deal(n: number) {
    return this.state.deals[n - 1];
  }

  private calls(n: number, dealer: string, each: (c: Omit<LawCommand, 'at'>) => void): void {
    if (this.variant === 'bridge-1904') {
      each({ type: 'MakeCall', deal: n, seat: dealer, call: 'declare', trumpSuit: ['S', 'H', 'NT'][n % 3] } as never);
    } else if (this.variant === 'solo-whist') {
      const eldest = SEATS[(SEATS.indexOf(dealer as never) + 1) % 4];
      const call = ['solo', 'misere', 'abondance'][n % 3];
      each({ type: 'MakeCall', deal: n, seat: eldest, call } as never);
      for (let k = 2; k <= 4; k++)
        each({
          type: 'MakeCall',
          deal: n,
          seat: SEATS[(SEATS.indexOf(dealer as never) + k) % 4],
          call: 'pass',
        } as never);
    }
  }

  /** A lawful play of the seat whose turn it is (a random card among those that follow suit). */
  private nextPlay(n: number): Omit<LawCommand, 'at'> {
    const deal = this.deal(n);
    const seat = expectedSeat(deal);
    const played = new Set<string>();
    for (const t of deal.tricks) for (const p of t.cards) played.add(p.card);
    const hand = (deal.hands?.[seat] ?? []).filter((c) => !played.has(c));
    const open = deal.tricks[deal.tricks.length - 1];
    const led = open && open.winner === null && open.cards.length > 0 ? suitOf(open.cards[0].card) : null;
    const lawful = legalPlays(hand, led);
    const card = lawful[Math.floor(this.random() * lawful.length)];
    return { type: 'PlayCard', deal: n, seat, card } as never;
  }
}

/** Opens a session of `variant` at a four-seat table. */
export function openSession(variant: GameVariant, seed: number): SessionPlayer {
  const p = new SessionPlayer(variant, prng(seed));
  p.run({ type: 'OpenSession', variant, seats: PLAYERS } as never);
  return p;
}

/** The events of a whole session of `deals` deals of `variant` (every event through `decide`). */
export function sessionEvents(variant: GameVariant, deals: number, seed: number): LawEvent[] {
  const p = openSession(variant, seed);
  for (let d = 0; d < deals; d++) p.playDeal();
  return p.events;
}

/** One template session per variant (every game the ledger judges). */
export function templates(deals: number, seed = 1): LawEvent[][] {
  return VARIANTS.map((v, i) => sessionEvents(v, deals, seed + i));
}
