import { Card, dealOutcome, dealView, DealView, SessionState, sideOf } from '@ledger/laws';

/** Variants with four hands of thirteen and trumps that PBN can carry. */
export const PBN_VARIANTS = ['whist', 'dummy-whist', 'bridge-1904', 'solo-whist'] as const;

const SEATS = ['N', 'E', 'S', 'W'] as const;
type PbnSeat = (typeof SEATS)[number];
const NAMES: Record<PbnSeat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const RANKS = 'AKQJT98765432';

/** Options of the export: names per seat, the event name and each deal's date. */
export interface PbnOptions {
  event: string;
  site?: string;
  names: Partial<Record<PbnSeat, string>>;
  /** The date of deal `n` (`YYYY.MM.DD`), e.g. from its DealStarted event's recordedAt. */
  dateOf: (deal: number) => string;
  /** The club log's signed checkpoint covering the session (tree size, first 16 hex digits of its root). */
  checkpoint?: { size: number; root16: string } | null;
}

/** The checkpoint as sheets print it: `size 1234 root 0123456789abcdef`, or `none yet`. */
export function checkpointLine(c: { size: number; root16: string } | null | undefined): string {
  return c ? `size ${c.size} root ${c.root16}` : 'none yet';
}

const after = (s: PbnSeat, k = 1): PbnSeat => SEATS[(SEATS.indexOf(s) + k) % 4];
const tag = (name: string, value: string | number) =>
  `[${name} "${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
/** A card as PBN writes it: suit then rank (`TS` → `ST`). */
export const pbnCard = (c: Card) => `${c[1]}${c[0]}`;

/** A hand as `spades.hearts.diamonds.clubs`, ranks high to low; `-` when the hand is not fully known. */
export function pbnHand(cards: readonly Card[] | undefined): string {
  if (!cards || cards.length !== 13) return '-';
  return ['S', 'H', 'D', 'C']
    .map((suit) =>
      cards
        .filter((c) => c[1] === suit)
        .map((c) => c[0])
        .sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b))
        .join(''),
    )
    .join('.');
}

/**
 * The `[Play]` section: the opening leader, then one line per trick with the cards in seat order
 * from the opening leader (not from each trick's leader, PBN 2.1 §3.6); `-` for a card not played,
 * `^R` after a revoking card (PBN 2.1 §3.9), and `*` when the play stopped before thirteen tricks.
 */
export function pbnPlay(v: DealView): string[] {
  const first = v.tricks[0];
  if (!first || first.cards.length === 0) return [];
  const leader = first.leader as PbnSeat;
  const columns = [0, 1, 2, 3].map((k) => after(leader, k));
  const lines = [tag('Play', leader)];
  for (const t of v.tricks) {
    const bySeat = new Map(t.cards.map((p) => [p.seat, p.card]));
    const revoked = new Set(
      (v.revokes ?? [])
        .filter((r) => r.trick === t.number && r.status !== 'corrected')
        .map((r) => `${r.seat}:${r.card}`),
    );
    const cell = (s: PbnSeat) => {
      const c = bySeat.get(s);
      if (!c) return '-';
      return `${pbnCard(c)}${revoked.has(`${s}:${c}`) ? '^R' : ''}`;
    };
    lines.push(columns.map(cell).join(' '));
  }
  if (v.tricks.length < 13 || v.tricks.some((t) => t.cards.length < 4)) lines.push('*');
  return lines;
}

function notes(v: DealView): string[] {
  const out = v.irregularities.map(
    (i) => `${i.kind} by ${i.seat} in trick ${i.trick}: ${i.cards.join(' ')} (${i.law})`,
  );
  for (const r of v.revokes)
    out.push(
      `revoke by ${r.seat} in trick ${r.trick} with ${r.card}: ${r.status}, evidence ${r.evidence.source ?? '?'} (${r.law})`,
    );
  for (const c of v.revokeClaims) out.push(`revoke claim by ${c.by} against ${c.against}: ${c.verdict} (${c.law})`);
  return out.length ? [`{${out.join('; ').replace(/[{}]/g, '')}}`] : [];
}

/**
 * `Declarer`, `Contract` and `Result` (PBN 2.1 §3.4.13-15) as a standard reader takes them. Whist and dummy
 * whist have no contract: the dealer turned the trump and eldest hand (his left) leads, as a PBN declarer's
 * left-hand opponent does, so the dealer stands as `Declarer` and the contract is the odd trick in the trump
 * suit (`1H`). Bridge 1904: the declaration (`1NT`, `1S`, with `X`/`XX`; further doublings in `LedgerDoublings`).
 * Solo whist: the caller and the call's trump (`1NT` for misère). No declaration yet: `?`. A deal passed out:
 * `Pass`. `Result` is the declaring side's tricks, `?` until the deal has ended.
 */
function contractTags(
  state: SessionState,
  v: DealView,
): { declarer: string; contract: string; result: string; extra: string[] } {
  const c = v.contract;
  const o = v.status === 'ended' || v.status === 'settled' ? dealOutcome(state, v.number) : null;
  if (v.result?.reason === 'passed-out') return { declarer: '', contract: 'Pass', result: '0', extra: [] };
  const whist = state.variant === 'whist' || state.variant === 'dummy-whist';
  const declarer = whist ? v.dealer : c?.caller;
  const denomination = whist ? v.trump : c ? (c.noTrumps ? 'NT' : c.trump) : null;
  if (!declarer || !denomination) return { declarer: declarer ?? '?', contract: '?', result: '?', extra: [] };
  const doublings = c && state.variant === 'bridge-1904' ? c.doublings : 0;
  const contract = `1${denomination}${doublings === 1 ? 'X' : doublings >= 2 ? 'XX' : ''}`;
  let result = '?';
  if (o && (o.variant === 'whist' || o.variant === 'dummy-whist' || o.variant === 'bridge-1904'))
    result = String(o.tricks[sideOf(declarer as PbnSeat)]);
  else if (o && o.variant === 'solo-whist') result = String(o.callerTricks);
  const extra = [
    ...(c ? [tag('LedgerCall', c.noTrumps ? `${c.call} NT` : `${c.call}${c.trump ? ` ${c.trump}` : ''}`)] : []),
    ...(doublings > 2 ? [tag('LedgerDoublings', doublings)] : []),
  ];
  return { declarer, contract, result, extra };
}

/** One deal as a PBN 2.1 game in export format: the mandatory tags in their order, then the ledger's own tags sorted by name, then the play. */
export function pbnGame(state: SessionState, n: number, o: PbnOptions): string {
  const v = dealView(state, n);
  const dealer = v.dealer as PbnSeat;
  const hands = [0, 1, 2, 3].map((k) => pbnHand(v.hands[after(dealer, k)])).join(' ');
  const ct = contractTags(state, v);
  const mandatory = [
    tag('Event', o.event),
    tag('Site', o.site ?? ''),
    tag('Date', o.dateOf(n)),
    tag('Board', n),
    ...(['W', 'N', 'E', 'S'] as const).map((s) => tag(NAMES[s], o.names[s] ?? '')),
    tag('Dealer', dealer),
    tag('Vulnerable', 'None'),
    tag('Deal', `${dealer}:${hands}`),
    tag('Scoring', state.variant === 'solo-whist' ? '' : 'Rubber'),
    tag('Declarer', ct.declarer),
    tag('Contract', ct.contract),
    tag('Result', ct.result),
  ];
  const own = [
    ...ct.extra,
    tag('LedgerVariant', state.variant),
    tag('LedgerTrump', v.trump ?? 'none'),
    ...(v.trumpCard ? [tag('LedgerTrumpCard', pbnCard(v.trumpCard))] : []),
    ...(v.evidence ? [tag('LedgerEvidence', v.evidence)] : []),
    ...(v.result
      ? [
          tag(
            'LedgerTricks',
            Object.entries(v.result.tricks)
              .map(([s, t]) => `${s}:${t}`)
              .join(' '),
          ),
        ]
      : []),
    ...(o.checkpoint !== undefined ? [tag('LedgerCheckpoint', checkpointLine(o.checkpoint))] : []),
  ].sort((a, b) => (tagName(a) < tagName(b) ? -1 : tagName(a) > tagName(b) ? 1 : 0));
  return [...mandatory, ...notes(v), ...own, ...pbnPlay(v)].join('\r\n');
}

const tagName = (line: string) => line.slice(1, line.indexOf(' '));

/** Every deal of a whist-family session as a PBN file (games separated by a blank line). */
export function sessionToPbn(state: SessionState, o: PbnOptions): string {
  if (!(PBN_VARIANTS as readonly string[]).includes(state.variant)) {
    throw new Error(`PBN export is for whist-family sessions (${PBN_VARIANTS.join(', ')}), not ${state.variant}`);
  }
  if (state.order.length !== 4 || state.order.some((s) => !(SEATS as readonly string[]).includes(s))) {
    // PBN carries four hands N E S W; solo whist for three or five (solo-hoffmann:p156, ADR 0016) does not fit it
    throw new Error(`PBN export needs the four seats N, E, S, W; this session seats ${state.order.join(' ')}`);
  }
  const games = state.deals.map((d) => pbnGame(state, d.number, o));
  const witness = o.checkpoint !== undefined ? [`% club log checkpoint: ${checkpointLine(o.checkpoint)}`] : [];
  const head = ['% PBN 2.1', '% EXPORT', '% club-ledger', ...witness].join('\r\n');
  return `${head}\r\n${games.join('\r\n\r\n')}\r\n`;
}
