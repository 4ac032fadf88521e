import type { ElectPenalty, MakeCall, RecordIrregularity, RecordResult } from './commands';
import type { RecordedResult } from './recorded-result';
import type { Contract } from './records';
import type { LawEvent } from './events';
import type { Judge, JudgeContext } from './offence';
import type { Irregularity } from './records';
import type { DealOutcome, HeartsSeat } from './outcome';
import type { Ruling } from './settlement/ruling';
import type { DealState, SessionState } from './state';
import type { Rules } from './rules';
import type { TableSeat } from './seats/table-seat';
import type { GameVariant } from './variant';
import type { Card } from './cards/card';
import type { LawCitations, SidesLaw } from './citations';

/** A session's rules as stored (api.md `rules`, names as in product.md); settlement reads its own. */
export type SettlementRules = Readonly<Record<string, unknown>>;

/** A variant's score-sheet: how it starts, takes a settled deal, and takes a committee ruling. */
export interface SheetLaws<Sheet, Outcome extends DealOutcome> {
  /** An empty sheet (hearts: for these seats, default N E S W). */
  empty(rules: SettlementRules, players?: readonly HeartsSeat[]): Sheet;
  /** The sheet with one more settled deal (a pure reducer). */
  applyDeal(sheet: Sheet, outcome: Outcome, rules: SettlementRules): Sheet;
  /** The sheet with a committee ruling beside the deal's result. */
  applyRuling(sheet: Sheet, ruling: Ruling): Sheet;
  /** A seat's standing on the sheet, in the sheet's unit (its side's points in the partnership games). */
  balance(sheet: Sheet, seat: TableSeat): { readonly unit: string; readonly balance: number };
}

/**
 * Everything the decider takes from one game's code of laws: the remedies for offences, the calls
 * (auction, declaration), whether honours are claimed, which family a ruling's adjustment belongs to,
 * and the score-sheet. One object per variant (`variants/<variant>/`), gathered by `decide/`.
 */
export interface VariantLaws<Sheet = unknown, Outcome extends DealOutcome = DealOutcome> {
  readonly variant: GameVariant;
  /** How the variant cites its laws under the session's rules (dummy whist: its `dummyLaws` pick whist-1900 or bridge-1904). */
  readonly citations: (rules: Rules) => LawCitations;
  /** Who plays with whom: fixed partnerships, the caller's side against the rest, or each for himself. */
  readonly sides: SidesLaw;
  /** What the code says about an offence and who may elect its remedies. */
  readonly remedies: Judge;
  /** Decides a call (solo-whist auction, bridge-1904 declaration and doubling), under the session's rules; absent: no calls. */
  readonly calls?: (cmd: MakeCall, deal: DealState, rules: Rules) => LawEvent[];
  /**
   * What an election further implies under the variant's own laws (bridge-1904: a double out of turn
   * let stand doubles the contract, bridge-1904:57-58), after the shared checks have accepted it; may
   * refuse one whose time has passed (bridge-1904:49-51). Absent: nothing more.
   */
  readonly election?: (cmd: ElectPenalty, deal: DealState, elected: readonly LawEvent[]) => LawEvent[];
  /** A fact of conduct only this variant's laws know (bridge-1904: a consultation as to doubling, 58); undefined: the shared ones. */
  readonly conduct?: (cmd: RecordIrregularity, session: SessionState) => LawEvent[] | undefined;
  /** True when honours are scored and may have to be claimed (whist-1900:51). */
  readonly honours: boolean;
  /** The kind of adjustment a committee ruling makes: points per side, or balances per seat. */
  readonly rulingFamily: 'partnership' | 'solo' | 'hearts';
  /** Cards a contract lays face up once play has reached them (solo-whist: misère ouverte, solo-hoffmann:p143). */
  readonly laidOpen?: (deal: DealState, at: string) => LawEvent[];
  /** An irregularity that ends the hand at once in the offended side's favour (solo-whist: a misère's, solo-hoffmann:p150). */
  readonly forfeit?: (ctx: JudgeContext) => Irregularity | undefined;
  /** A contract lost beyond recovery, which ends the hand at once (solo-whist: a misère caller's first trick, solo-hoffmann:p148). */
  readonly defeated?: (deal: DealState) => { readonly trick: number; readonly law: string } | undefined;
  /**
   * Who sits: the four compass seats, or 3 to 6 players seated N, E, S, W, P5, P6 (hearts), or 3 to 5 seated
   * N, E, S, W, P5 (solo whist, solo-hoffmann:p156); the seat left empty for Dummy.
   */
  readonly table: {
    readonly players: 'four' | 'three-to-six' | 'three-to-five';
    readonly emptySeat?: (rules: Rules) => TableSeat;
    /** Refuses, citing the law, rules that do not fit this many players (hearts: the three-handed excess settlement, hearts-foster:p310). */
    readonly checkRules?: (rules: Rules, players: number) => void;
  };
  /** How a deal starts: whether a card is turned for trumps, whether the deal fixes trumps at all, who deals after a misdeal. */
  readonly deal: {
    readonly turnsTrumpCard: boolean;
    readonly trumpsFromDeal: boolean;
    /** solo-hoffmann:p149: a misdeal (or a wrong count found before the first call) is dealt again by the same dealer. */
    readonly sameDealerAfterMisdeal: boolean;
    /** Who sits out a deal, if anyone (solo whist for five: the player on the dealer's right, solo-hoffmann:p156). */
    readonly sittingOut?: (order: readonly TableSeat[], dealer: TableSeat) => TableSeat | undefined;
    /** The variant's own pack for this many players, if it has one (solo whist for three, solo-hoffmann:p156); else the usual pack. */
    readonly ownPack?: (players: number, rules: Rules) => readonly Card[] | undefined;
    /** hearts-foster:15: recorded hands with one too many and one too few (the pack perfect) are a fact of the deal, not a malformed pack. */
    readonly wrongCountsRecorded?: boolean;
  };
  /**
   * Checks a result recorded without the play (api.md "Result-only deals") could have happened and gives it
   * in the variant's shape, with the contract it states (bridge-1904, solo-whist). Throws `LawViolation`.
   */
  readonly result?: (cmd: RecordResult, deal: DealState) => { result: RecordedResult; contract: Contract | null };
  /** The score-sheet of the variant. */
  readonly sheet: SheetLaws<Sheet, Outcome>;
}
