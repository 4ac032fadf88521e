import { TableSeat } from '@ledger/laws/core/seats/table-seat';
import { encodeCard, popcount, suitIndex } from './bits';
import { SearchBudgetExceeded } from './budget';
import { Engine, EngineSetup } from './engine';
import { Obliged } from './obliged';
import { Goal, Position, positionProblem } from './position';
import { Search } from './search';
import { TableMemory } from './table-memory';

/** Limits of a search. */
export interface SolverOptions {
  /** Positions the search may visit in all (over every question asked); past it, SearchBudgetExceeded. Default: no limit. */
  readonly maxNodes?: number;
  /** The largest transposition table, 2^tableBits keys (tests shrink it). Default: sized for the tricks left. */
  readonly tableBits?: number;
  /**
   * Where the table's arrays come from and go back to on `release` (default: this thread's pool, so the
   * next solve of the thread reuses pages already touched; see `TableMemory`).
   */
  readonly memory?: TableMemory;
}

/**
 * A search prepared for one position and one goal; its table is kept between questions. `release`
 * gives the table's memory back for the thread's next solver (a solver never released is simply
 * collected, its memory with it).
 */
export class Solver {
  /** The engine (mutable state) the search runs on. */
  readonly engine: Engine;
  /** The search. */
  readonly search: Search;
  /** The obligations the search obeys, if any. */
  readonly obliged: Obliged | null;
  private released = false;

  constructor(
    readonly position: Position,
    readonly goal: Goal,
    options: SolverOptions = {},
  ) {
    const problem = positionProblem(position);
    if (problem) throw new Error(`unsolvable position: ${problem}`);
    this.engine = new Engine(engineSetup(position, goal));
    if (options.maxNodes !== undefined) this.engine.maxNodes = options.maxNodes;
    this.obliged = obligedFor(position);
    this.search = new Search(this.engine, this.obliged, options.tableBits, options.memory);
  }

  /** True when the maximising seats can bring the counted side `need` more points from the position. */
  reaches(need: number): boolean {
    if (this.released) throw new Error('the solver was released');
    return this.search.run(need, 0);
  }

  /** Gives the table's arrays back to their memory (for the next solver of this thread); the solver answers no more questions. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.search.table.release();
  }

  /**
   * The value under best play by both sides (the counted side's points still to come): null-window
   * tests stepping from `guess` (default: a high-card estimate), the table kept between them (MTD-like).
   */
  value(guess?: number): number {
    let g = Math.max(0, Math.min(this.engine.pointsLeft, Math.round(guess ?? estimate(this.engine))));
    if (g === 0 || this.reaches(g)) return this.valueFrom(g).value;
    while (g > 0 && !this.reaches(g)) g--;
    return g;
  }

  /**
   * The value from `floor` (known reached) up, one null-window test at a time, searching at most `extra`
   * more positions: the exact value, or, when they run out, the largest value proved reached so far with
   * `exact: false` (a lower bound). Without `extra`, only the solver's own budget applies, and passing it
   * throws SearchBudgetExceeded as `reaches` does. The solver's own budget is restored.
   */
  valueFrom(floor: number, extra?: number): { value: number; exact: boolean } {
    const e = this.engine;
    const budget = e.maxNodes;
    if (extra !== undefined) e.maxNodes = Math.min(budget, e.nodes + extra);
    let g = floor;
    try {
      while (g < e.pointsLeft && this.reaches(g + 1)) g++;
      return { value: g, exact: true };
    } catch (err) {
      // only the share given here ends in a bound; the solver's own budget without one is an error, as in `reaches`
      if (!(err instanceof SearchBudgetExceeded) || extra === undefined) throw err;
      return { value: g, exact: false };
    } finally {
      e.maxNodes = budget;
    }
  }
}

/** A rough guess of the value to start the tests from: the counted side's share of the high cards (and of the trumps). */
function estimate(e: Engine): number {
  if (e.hearts || !e.isMax.every((m, i) => m === e.isCount[i])) return 0;
  let mine = 0;
  let all = 0;
  for (let p = 0; p < e.n; p++) {
    for (let s = 0; s < 4; s++) {
      const m = e.hands[p * 4 + s];
      const w =
        ((m >>> 12) & 1) * 4 +
        ((m >>> 11) & 1) * 3 +
        ((m >>> 10) & 1) * 2 +
        ((m >>> 9) & 1) +
        (s === e.trump ? 2 * popcount(m) : 0);
      all += w;
      if (e.isCount[p]) mine += w;
    }
  }
  return all === 0 ? e.tricksLeft / 2 : (e.tricksLeft * mine) / all;
}

/** The value of a position for a goal under best play: tricks the side can guarantee, or tricks/hearts the others can force on the seat. */
export function solve(position: Position, goal: Goal): number {
  const sv = new Solver(position, goal);
  try {
    return sv.value();
  } finally {
    sv.release();
  }
}

/** The seats that maximise and the seats whose points count, for a goal. */
function roles(order: readonly TableSeat[], goal: Goal): { isMax: Uint8Array; isCount: Uint8Array } {
  const isMax = new Uint8Array(order.length);
  const isCount = new Uint8Array(order.length);
  order.forEach((seat, i) => {
    const mine = goal.kind === 'tricks' ? goal.side.includes(seat) : goal.seat === seat;
    isCount[i] = mine ? 1 : 0;
    isMax[i] = goal.kind === 'tricks' ? isCount[i] : 1 - isCount[i];
  });
  return { isMax, isCount };
}

function engineSetup(p: Position, goal: Goal): EngineSetup {
  const hands = new Int32Array(p.order.length * 4);
  p.order.forEach((seat, i) => {
    for (const c of p.hands[seat] ?? []) {
      const code = encodeCard(c);
      hands[i * 4 + (code >> 4)] |= 1 << (code & 15);
    }
  });
  return {
    hands,
    trump: p.trump === null ? -1 : suitIndex(p.trump),
    ...roles(p.order, goal),
    hearts: goal.kind === 'hearts',
    leader: p.order.indexOf(p.leader),
    trick: p.trick.map((t) => encodeCard(t.card)),
  };
}

function obligedFor(p: Position): Obliged | null {
  const live = (p.obligations ?? [])
    .filter((o) => !o.discharged && o.seats.some((s) => p.order.includes(s)))
    .slice(0, 4);
  if (live.length === 0) return null;
  const masks = live.map((o) => o.seats.reduce((m, s) => (p.order.includes(s) ? m | (1 << p.order.indexOf(s)) : m), 0));
  return new Obliged(live, masks, p.trickNumber ?? 1);
}
