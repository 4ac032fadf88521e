import { dealHands, PbnGame, readPbn } from './pbn-reader';

/** The body of `POST /v1/sessions/{id}/deals` that starts a deal with a PBN game's hands. */
export interface StartFromPbn {
  dealer: string;
  hands: Record<string, string>;
  trumpCard?: string;
  trumpSuit?: string;
}

const SUITS = ['S', 'H', 'D', 'C'];

/**
 * The start of deal `deal` from a PBN file: the game whose `Board` is `board` (default: `deal`), its dealer
 * and its four hands (every hand must be known), and the trump the file gives for whist-family deals: the
 * ledger's own `LedgerTrumpCard` / `LedgerTrump` tags; bridge-1904 trumps come from the declaration, not the deal.
 */
export function startFromPbn(text: string, deal: number, board = deal, variant = 'whist'): StartFromPbn {
  const games = readPbn(text);
  const game = games.find((g) => g.tag('Board') === String(board));
  if (!game)
    throw new Error(
      `the file has no board ${board} (boards: ${games.map((g) => g.tag('Board')).join(', ') || 'none'})`,
    );
  return startOf(game, board, variant);
}

function startOf(game: PbnGame, board: number, variant: string): StartFromPbn {
  const deal = game.tag('Deal');
  if (!deal) throw new Error(`board ${board} has no Deal tag`);
  const byCard = dealHands(deal);
  const hands: Record<string, string> = {};
  for (const seat of ['N', 'E', 'S', 'W']) {
    const cards = byCard[seat];
    if (!cards) throw new Error(`board ${board}: the hand of ${seat} is not given`);
    hands[seat] = SUITS.map((s) =>
      cards
        .filter((c) => c[0] === s)
        .map((c) => c[1])
        .join(''),
    ).join('.');
  }
  const dealerTag = game.tag('Dealer');
  const dealer = dealerTag && /^[NESW]$/.test(dealerTag) ? dealerTag : deal[0];
  const out: StartFromPbn = { dealer, hands };
  if (variant === 'bridge-1904' || variant === 'hearts') return out;
  const card = game.tag('LedgerTrumpCard');
  const suit = game.tag('LedgerTrump');
  if (card && /^[SHDC][AKQJT98765432]$/.test(card)) out.trumpCard = `${card[1]}${card[0]}`;
  else if (suit && SUITS.includes(suit)) out.trumpSuit = suit;
  return out;
}
