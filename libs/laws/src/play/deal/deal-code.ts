import { GameVariant } from '../../core/variant';

/**
 * The code whose deal laws govern a variant: the Revised Code 1900 (whist), the same with the Dummy exceptions
 * (dummy whist, whichever `dummyLaws` govern its play: its deal still turns a trump card, whist-1900:dummy-3 "no misdeal"),
 * or Bridge 1904 (bridge-1904:38-45). Solo whist and hearts keep their own (solo-hoffmann:p149, :p154; hearts-foster:15).
 */
export type DealCode = 'whist-1900' | 'dummy-whist' | 'bridge-1904';

/** The deal code of a variant, or undefined for the games whose deal faults are recorded elsewhere. */
export function dealCodeOf(variant: GameVariant): DealCode | undefined {
  switch (variant) {
    case 'whist':
      return 'whist-1900';
    case 'dummy-whist':
      return 'dummy-whist';
    case 'bridge-1904':
      return 'bridge-1904';
    default:
      return undefined;
  }
}

/** The law of `code` on a topic of the deal, as cited; dummy whist cites the whist law. */
export function dealLaw(code: DealCode, topic: DealTopic): string | undefined {
  const n = (code === 'bridge-1904' ? BRIDGE : WHIST)[topic];
  return n === undefined ? undefined : `${code === 'bridge-1904' ? 'bridge-1904' : 'whist-1900'}:${n}`;
}

/** The topics of the deal laws the ledger judges. */
export type DealTopic =
  | 'order'
  | 'shuffled-after-cut'
  | 'new-deal'
  | 'exposed'
  | 'touched'
  | 'saw-card'
  | 'out-of-turn'
  | 'interrupted'
  | 'misdeal'
  | 'partners-deal'
  | 'deal-lost'
  | 'short-hand'
  | 'imperfect-pack';

const WHIST: Record<DealTopic, number | undefined> = {
  order: 25,
  'shuffled-after-cut': 28,
  'new-deal': 29,
  exposed: 30,
  touched: 31,
  'saw-card': 33,
  'out-of-turn': 34,
  interrupted: 36,
  misdeal: 37,
  'partners-deal': 38,
  'deal-lost': 39,
  'short-hand': 40,
  'imperfect-pack': 41,
};

const BRIDGE: Record<DealTopic, number | undefined> = {
  order: 34,
  'shuffled-after-cut': 37,
  'new-deal': 39,
  exposed: 40,
  touched: 40,
  'saw-card': 42,
  'out-of-turn': 45,
  interrupted: undefined,
  misdeal: 38,
  'partners-deal': undefined,
  'deal-lost': undefined,
  'short-hand': 43,
  'imperfect-pack': 44,
};
