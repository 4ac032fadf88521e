import { sheetColumns, sheetRows } from '../logic/sheet-rows';

type Json = Record<string, unknown>;
const sideName = (k: string) => (k === 'NS' ? 'N–S' : k === 'EW' ? 'E–W' : k);

/** The score-sheet as the API settled it: the running score before and after each deal, and the totals. */
export function ScoreSheet({ sheet, names }: { sheet: Json; names: Record<string, string> }) {
  const cols = sheetColumns(sheet);
  const rows = sheetRows(sheet);
  const colName = (c: string) =>
    c === 'NS' || c === 'EW'
      ? `${sideName(c)} (${c
          .split('')
          .map((s) => names[s] ?? s)
          .join(' & ')})`
      : `${names[c] ?? c}`;
  const checkpoint = sheet.checkpoint as { size: number; root16: string } | null | undefined;
  const totals: [string, Record<string, number> | undefined][] =
    sheet.variant === 'hearts' || sheet.variant === 'solo-whist'
      ? [['Balance', sheet.balances as Record<string, number>]]
      : [
          ['This game', sheet.score as Record<string, number>],
          ...(sheet.above
            ? [['Above the line', sheet.above as Record<string, number>] as [string, Record<string, number>]]
            : []),
          ['Rubber points', sheet.points as Record<string, number>],
        ];
  return (
    <section class="card sheet" aria-labelledby="sheet-h">
      <h2 id="sheet-h">Score-sheet</h2>
      <table class="totals">
        <caption>Deals settled: {rows.length}</caption>
        <thead>
          <tr>
            <th scope="col">Now</th>
            {cols.map((c) => (
              <th scope="col" key={c}>
                {colName(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {totals.map(([label, t]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cols.map((c) => (
                <td key={c}>{t?.[c] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="summary">
        {sheet.variant === 'hearts' && (
          <>
            Pool: {String(sheet.pool)} counter{sheet.pool === 1 ? '' : 's'} · Jack: {sheet.jack ? 'pending' : 'none'}
          </>
        )}
        {Array.isArray(sheet.rubbers) && (
          <>
            Games: {(sheet.games as Json[]).length} · Rubbers:{' '}
            {(sheet.rubbers as Json[]).map((r) => `${sideName(String(r.winner))} +${String(r.points)}`).join(', ') ||
              'none finished'}
          </>
        )}
        {sheet.variant === 'solo-whist' && <>Unit: {String(sheet.unit)}</>}
      </p>
      <div class="scroll-y">
        <table class="deals" id="sheet-deals">
          <caption class="visually-hidden">Running score, deal by deal</caption>
          <thead>
            <tr>
              <th scope="col">Deal</th>
              <th scope="col">Result</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.deal}>
                <th scope="row">{r.deal}</th>
                <td>
                  {r.result}
                  {r.notes.map((n) => (
                    <div class="note" key={n}>
                      {n}
                    </div>
                  ))}
                </td>
                <td>{cols.map((c) => `${sideName(c)} ${r.before[c] ?? 0}`).join(' · ')}</td>
                <td>{cols.map((c) => `${sideName(c)} ${r.after[c] ?? 0}`).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="checkpoint">
        {checkpoint
          ? `Club log checkpoint: ${checkpoint.size} events, root ${checkpoint.root16}`
          : 'Club log checkpoint: not yet signed for these events'}
      </p>
    </section>
  );
}
