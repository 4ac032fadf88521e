import { Card } from '../core/cards/card';
import { FULL_PACK, packFor } from '../core/cards/pack';
import { formatHand } from '../core/cards/hand';
import { LawCommand } from '../core/commands';
import { decide } from '../decide/decide';
import { LawEvent } from '../core/events';
import { fold } from '../play/fold/evolve';
import { LawViolation, isLawViolation } from '../core/law-violation';
import { TABLE_SEATS, TableSeat } from '../core/seats/table-seat';
import { SessionState } from '../core/state';

/** A fixed time for test commands. */
export const AT = '2026-11-29T12:00:00.000Z';

type Cmd = LawCommand extends infer C ? (C extends { at: string } ? Omit<C, 'at'> : never) : never;

/** Test fixture: decide each command in turn and fold its events (given/when/then over a session stream). */
export class Table {
  events: LawEvent[] = [];
  state: SessionState = fold([]);

  /** Decides and applies a command; returns the events it produced. */
  run(cmd: Cmd): LawEvent[] {
    const evs = decide({ ...cmd, at: AT }, this.state);
    this.events.push(...evs);
    this.state = fold(evs, this.state);
    return evs;
  }

  /** Runs several plays for deal `deal` given as "N:AS E:2S ...". */
  play(deal: number, script: string): LawEvent[] {
    return script
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((p) => {
        const [seat, card] = p.split(':');
        return this.run({ type: 'PlayCard', deal, seat: seat as TableSeat, card });
      });
  }

  /** The LawViolation a command is refused with (fails the test if it is accepted). */
  refused(cmd: Cmd): LawViolation {
    try {
      decide({ ...cmd, at: AT }, this.state);
    } catch (e) {
      if (isLawViolation(e)) return e;
      throw e;
    }
    throw new Error(`expected ${cmd.type} to be refused`);
  }

  /** Deal n of the current state. */
  deal(n = 1) {
    return this.state.deals[n - 1];
  }
}

/** The events of a given type. */
export function ofType<T extends LawEvent['type']>(
  events: readonly LawEvent[],
  type: T,
): Extract<LawEvent, { type: T }>[] {
  return events.filter((e): e is Extract<LawEvent, { type: T }> => e.type === type);
}

/** Round-robin hands of the full pack: every seat holds every suit (N: 2S 6S TS AS ...). */
export function roundRobinHands(players = 4): Record<string, string> {
  const seats = ['N', 'E', 'S', 'W', 'P5', 'P6'].slice(0, players);
  const pack: readonly Card[] = players === 4 ? FULL_PACK : packFor(players);
  return Object.fromEntries(seats.map((s, i) => [s, formatHand(pack.filter((_, j) => j % players === i))]));
}

/** Opens a four-handed session of `variant` and starts deal 1 dealt by W (N is eldest). */
export function table(
  variant: string,
  opts: {
    hands?: Record<string, string> | null;
    rules?: Record<string, unknown>;
    trumpCard?: string;
    players?: number;
  } = {},
): Table {
  const t = new Table();
  const players = opts.players ?? 4;
  const seats = Object.fromEntries(['N', 'E', 'S', 'W', 'P5', 'P6'].slice(0, players).map((s) => [s, `p-${s}`]));
  t.run({ type: 'OpenSession', variant, seats, rules: opts.rules });
  const hands = opts.hands === null ? undefined : (opts.hands ?? roundRobinHands(players));
  const dealer: TableSeat = players === 4 ? 'W' : TABLE_SEATS[players - 1];
  const whistLike = variant === 'whist' || variant === 'dummy-whist' || variant === 'solo-whist';
  t.run({
    type: 'StartDeal',
    dealer,
    hands,
    ...(whistLike ? { trumpSuit: 'C' } : {}),
    ...(opts.trumpCard ? { trumpCard: opts.trumpCard } : {}),
  });
  return t;
}
