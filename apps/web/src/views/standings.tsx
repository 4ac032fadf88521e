import { useState } from 'preact/hooks';
import { downloadCsv, get } from '../api';
import { VARIANTS } from '../logic/variants';
import { errorText } from './use-load';

interface Standings {
  variant: string;
  from?: string;
  to?: string;
  unit: string;
  sessions: number;
  rows: { playerId: string; name: string; sessions: number; deals: number; total: number }[];
}

/** Standings across sessions per variant and date range (the API sums them; the app shows them). */
export function StandingsPanel({ club }: { club: string }) {
  const [variant, setVariant] = useState('whist');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<Standings | null>(null);
  const [error, setError] = useState('');
  const query = () => new URLSearchParams({ variant, ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  return (
    <section class="card" aria-labelledby="standings-h">
      <h2 id="standings-h">Standings</h2>
      <form
        class="standings-form"
        onSubmit={(e) => {
          e.preventDefault();
          setError('');
          get<Standings>(`/v1/clubs/${club}/standings?${query()}`).then(setResult, (err) => {
            setResult(null);
            setError(errorText(err));
          });
        }}
      >
        <label>
          Game
          <select value={variant} onChange={(e) => setVariant(e.currentTarget.value)}>
            {VARIANTS.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
        <button type="submit">Show standings</button>
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void downloadCsv(`/v1/clubs/${club}/standings.csv?${query()}`, `standings-${variant}.csv`).catch((err) =>
              setError(errorText(err)),
            )
          }
        >
          Standings CSV
        </button>
      </form>
      {error && (
        <p role="alert" class="problem">
          {error}
        </p>
      )}
      {result && (
        <table class="standings">
          <caption>
            {result.sessions} session{result.sessions === 1 ? '' : 's'}, in {result.unit}
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Sessions</th>
              <th scope="col">Deals</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <tr key={r.playerId}>
                <th scope="row">{r.name}</th>
                <td>{r.sessions}</td>
                <td>{r.deals}</td>
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
