import { useState } from 'preact/hooks';
import { get, post } from '../api';
import { SEATS, SEAT_NAMES, VARIANTS, variantName } from '../logic/variants';
import { StandingsPanel } from './standings';
import { errorText, useLoad } from './use-load';

export interface Player {
  id: string;
  name: string;
}
interface SessionItem {
  id: string;
  variant: string;
  seats: Record<string, string | null>;
  status: string;
  createdAt: string;
  deals: number;
}

/** The club's players (the list endpoint answers an array, or `{items}` a page at a time). */
export async function loadPlayers(club: string): Promise<Player[]> {
  const body = await get<Player[] | { items: Player[] }>(`/v1/clubs/${club}/players`);
  return Array.isArray(body) ? body : body.items;
}

/** Club home: the sessions, a new session, the players and the standings. */
export function HomeView({ club }: { club: string }) {
  const players = useLoad(() => loadPlayers(club), [club]);
  const sessions = useLoad(() => get<{ items: SessionItem[] }>(`/v1/clubs/${club}/sessions?limit=50`), [club]);
  const names = new Map((players.value ?? []).map((p) => [p.id, p.name]));
  return (
    <>
      <h1>Club home</h1>
      <div class="grid">
        <section class="card" aria-labelledby="sessions-h">
          <h2 id="sessions-h">Sessions</h2>
          {sessions.error ? (
            <p role="status">
              {sessions.status === 404
                ? 'This server has no sessions list yet.'
                : `Could not load the sessions: ${sessions.error}`}
            </p>
          ) : !sessions.value ? (
            <p>Loading…</p>
          ) : sessions.value.items.length === 0 ? (
            <p>No sessions yet: open one below.</p>
          ) : (
            <ul class="sessions">
              {sessions.value.items.map((s) => (
                <li key={s.id}>
                  <a href={`#/sessions/${s.id}`}>
                    {variantName(s.variant)}, {new Date(s.createdAt).toLocaleDateString()} · {s.deals} deal
                    {s.deals === 1 ? '' : 's'} · {s.status}
                  </a>
                  <span class="muted">
                    {Object.entries(s.seats)
                      .map(([seat, id]) => `${seat} ${id ? (names.get(id) ?? '?') : '—'}`)
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <NewSession club={club} players={players.value ?? []} />
        <PlayersPanel club={club} players={players.value} error={players.error} reload={players.reload} />
        <StandingsPanel club={club} />
      </div>
    </>
  );
}

function NewSession({ club, players }: { club: string; players: Player[] }) {
  const [variant, setVariant] = useState('whist');
  const [seats, setSeats] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <section class="card" aria-labelledby="new-session-h">
      <h2 id="new-session-h">New session</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setError('');
          const body = { variant, seats: Object.fromEntries(SEATS.map((s) => [s, seats[s] || null])) };
          post<{ id: string }>(`/v1/clubs/${club}/sessions`, body).then(
            (s) => (location.hash = `#/sessions/${s.id}`),
            (err) => {
              setError(errorText(err));
              setBusy(false);
            },
          );
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
        <div class="seats">
          {SEATS.map((s) => (
            <label key={s}>
              {SEAT_NAMES[s]}
              <select value={seats[s] ?? ''} onChange={(e) => setSeats({ ...seats, [s]: e.currentTarget.value })}>
                <option value="">— nobody (dummy) —</option>
                {players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <button type="submit" disabled={busy}>
          Open the session
        </button>
        {error && (
          <p role="alert" class="problem">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

function PlayersPanel(props: { club: string; players?: Player[]; error?: string; reload: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  return (
    <section class="card" aria-labelledby="players-h">
      <h2 id="players-h">Players</h2>
      {props.error && (
        <p role="alert" class="problem">
          {props.error}
        </p>
      )}
      <ul class="players">
        {(props.players ?? []).map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
      <form
        class="inline"
        onSubmit={(e) => {
          e.preventDefault();
          setError('');
          post(`/v1/clubs/${props.club}/players`, { name }).then(
            () => {
              setName('');
              props.reload();
            },
            (err) => setError(errorText(err)),
          );
        }}
      >
        <label>
          New player’s name
          <input required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit">Add player</button>
      </form>
      {error && (
        <p role="alert" class="problem">
          {error}
        </p>
      )}
    </section>
  );
}
