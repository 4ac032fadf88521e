import type { RunningScoresheet } from '@ledger/laws';
import { CsvCell, csvText } from '../csv/csv';

/** What the CSV adds to the sheet: each deal's dealer and evidence, and the checkpoint line. */
export interface SheetCsvContext {
  heads: Map<number, { dealer: string; evidence: string }>;
  checkpoint: { size: number; root16: string } | null;
}

type Columns = { header: string[]; cells: (deal: number) => CsvCell[] };
const perSide = (name: string) => [`${name}_ns`, `${name}_ew`];
const sides = (p: { NS: number; EW: number }) => [p.NS, p.EW];

function partnershipColumns(sheet: Extract<RunningScoresheet, { variant: 'whist' | 'dummy-whist' | 'bridge-1904' }>) {
  const bridge = sheet.variant === 'bridge-1904';
  const header = [
    ...perSide('tricks'),
    ...(bridge
      ? [...perSide('below'), ...perSide('above')]
      : [...perSide('trick_points'), ...perSide('honour_points')]),
    'game',
    'rubber',
    'rubber_points',
    'rulings',
    ...perSide('score_before'),
    ...perSide('score_after'),
    ...perSide('points_before'),
    ...perSide('points_after'),
  ];
  const running = (d: (typeof sheet.deals)[number]) => [
    d.rulings.length,
    ...sides(d.before.score),
    ...sides(d.after.score),
    ...sides(d.before.points),
    ...sides(d.after.points),
  ];
  const rubber = (r: { winner: string; points: number } | null) => [r?.winner ?? '', r?.points ?? ''];
  const rows = new Map<number, CsvCell[]>(
    sheet.variant === 'bridge-1904'
      ? sheet.deals.map((d) => [
          d.deal,
          [
            ...sides(d.tricks),
            ...sides(d.below),
            ...sides(d.above),
            d.game?.winner ?? '',
            ...rubber(d.rubber),
            ...running(d),
          ],
        ])
      : sheet.deals.map((d) => [
          d.deal,
          [
            ...sides(d.tricks),
            ...sides(d.trickPoints),
            ...sides(d.honourPoints),
            d.game ? `${d.game.winner} ${d.game.value}` : '',
            ...rubber(d.rubber),
            ...running(d),
          ],
        ]),
  );
  return { header, cells: (n: number) => rows.get(n) ?? [] };
}

function balanceColumns(sheet: Extract<RunningScoresheet, { variant: 'solo-whist' | 'hearts' }>): Columns {
  const seats = sheet.players as readonly string[];
  const each = (name: string) => seats.map((s) => `${name}_${s}`);
  const of = (rec: Readonly<Partial<Record<string, number>>>) => seats.map((s) => rec[s] ?? 0);
  if (sheet.variant === 'solo-whist') {
    const rows = new Map(
      sheet.deals.map((d) => [
        d.deal,
        [
          d.call,
          d.caller ?? '',
          d.acceptor ?? '',
          d.result,
          d.tricks,
          d.sittingOut ?? '',
          ...of(d.balances),
          d.rulings.length,
          ...of(d.before.balances),
          ...of(d.after.balances),
        ],
      ]),
    );
    return {
      header: [
        'call',
        'caller',
        'partner',
        'result',
        'tricks',
        'sitting_out',
        ...each('change'),
        'rulings',
        ...each('before'),
        ...each('after'),
      ],
      cells: (n) => rows.get(n) ?? [],
    };
  }
  const rows = new Map(
    sheet.deals.map((d) => [
      d.deal,
      [
        ...of(d.hearts),
        ...of(d.balances),
        d.before.pool,
        d.after.pool,
        d.after.jack ? 'yes' : 'no',
        d.rulings.length,
        ...of(d.before.balances),
        ...of(d.after.balances),
      ],
    ]),
  );
  return {
    header: [
      ...each('hearts'),
      ...each('change'),
      'pool_before',
      'pool_after',
      'jack_after',
      'rulings',
      ...each('before'),
      ...each('after'),
    ],
    cells: (n) => rows.get(n) ?? [],
  };
}

/**
 * The score-sheet as CSV (RFC 4180, CRLF): `deal,dealer,evidence`, the variant's result columns, then the
 * running score or balances before and after the deal (ADR 0022 lists them), one record per settled deal;
 * last, `# checkpoint size <n> root <16 hex>` when the club log's signed checkpoint covers the session.
 */
export function scoresheetCsv(sheet: RunningScoresheet, ctx: SheetCsvContext): string {
  const cols =
    sheet.variant === 'solo-whist' || sheet.variant === 'hearts' ? balanceColumns(sheet) : partnershipColumns(sheet);
  const deals = sheet.deals.map((d) => d.deal);
  const text = csvText([
    ['deal', 'dealer', 'evidence', ...cols.header],
    ...deals.map((n) => [n, ctx.heads.get(n)?.dealer ?? '', ctx.heads.get(n)?.evidence ?? 'played', ...cols.cells(n)]),
  ]);
  return ctx.checkpoint ? `${text}# checkpoint size ${ctx.checkpoint.size} root ${ctx.checkpoint.root16}\r\n` : text;
}
