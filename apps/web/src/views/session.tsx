import { useEffect, useRef, useState } from 'preact/hooks';
import { downloadCsv, get, post } from '../api';
import { variantName } from '../logic/variants';
import { loadPlayers } from './home';
import { DealPanel } from './deal-panel';
import { LiveFeed, ServerCheck } from './live-panel';
import { CHECK_ON } from '../logic/check-schedule';
import { RulingForm } from './ruling-form';
import { Replay } from './replay';
import { useLive } from './use-live';
import { ScoreSheet } from './score-sheet';
import { errorText, useLoad } from './use-load';

export interface SessionBody {
  id: string;
  variant: string;
  seats: Record<string, string | null>;
  rules: Record<string, unknown>;
  status: string;
  deals: { number: number; status: string }[];
  version: number;
}

/** Seat → the player's name: the score-sheet's `players` when it names them, else the session's seats and the club's players. */
export function seatNames(
  sheet: Record<string, unknown> | undefined,
  session: SessionBody | undefined,
  players: { id: string; name: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  // `seated` (the API's seat → {id, name}); `players` when a server names them there instead.
  const named = sheet?.seated ?? sheet?.players;
  if (named && !Array.isArray(named) && typeof named === 'object') {
    for (const [seat, p] of Object.entries(named as Record<string, { name?: string }>)) if (p?.name) out[seat] = p.name;
  }
  for (const [seat, id] of Object.entries(session?.seats ?? {})) {
    if (!out[seat]) out[seat] = id ? (players.find((p) => p.id === id)?.name ?? seat) : 'Dummy';
  }
  return out;
}

/** At the table: the live score-sheet of a session and the entry of its deals. */
export function SessionView({ id, club }: { id: string; club: string }) {
  const [version, setVersion] = useState(0);
  const session = useLoad(() => get<SessionBody>(`/v1/sessions/${id}`), [id, version]);
  const sheet = useLoad(() => get(`/v1/sessions/${id}/scoresheet`), [id, version]);
  const players = useLoad(() => loadPlayers(club), [club]);
  const [projector, setProjector] = useState(false);
  // Live: the session's event stream (server-sent events, resumed with Last-Event-ID after a drop); a
  // burst of events reloads the sheet and the deal once.
  const [openedAt, setOpenedAt] = useState<number | undefined>(undefined);
  const [moments, setMoments] = useState(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (openedAt === undefined && session.value) setOpenedAt(session.value.version);
  }, [session.value, openedAt]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const live = useLive(id, openedAt, (e) => {
    if (CHECK_ON.has(e.type)) setMoments((m) => m + 1);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => setVersion((v) => Math.max(v, e.version)), 120);
  });
  useEffect(() => {
    document.body.classList.toggle('projector', projector);
    return () => document.body.classList.remove('projector');
  }, [projector]);
  useEffect(() => {
    if (session.value) document.body.dataset.version = String(session.value.version);
  }, [session.value]);

  const s = session.value;
  const names = seatNames(sheet.value, s, players.value ?? []);
  const refresh = () => setVersion((v) => v + 0.5);
  const last = s?.deals[s.deals.length - 1];
  return (
    <>
      <h1>
        {s ? variantName(s.variant) : 'Session'} <span class="muted">session</span>
      </h1>
      {session.error && (
        <p role="alert" class="problem">
          {session.error}
        </p>
      )}
      {s && (
        <p class="table-seats">
          {['N', 'E', 'S', 'W', ...Object.keys(s.seats)]
            .filter((seat, i, all) => seat in s.seats && all.indexOf(seat) === i)
            .map((seat) => (
              <span key={seat}>
                <strong>{seat}</strong> {names[seat]}
              </span>
            ))}
        </p>
      )}
      <div class="toolbar no-print">
        <label class="check">
          <input type="checkbox" checked={projector} onChange={(e) => setProjector(e.currentTarget.checked)} />{' '}
          Projector mode (hands hidden until the deal ends)
        </label>
        <button type="button" class="secondary" onClick={() => print()}>
          Print
        </button>
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void downloadCsv(`/v1/sessions/${id}/scoresheet.csv`, `session-${id}.csv`).catch(() => undefined)
          }
        >
          Session CSV
        </button>
        <PbnImport session={id} onDone={refresh} />
      </div>
      {s && (
        <DealPanel
          key={`${last?.number ?? 0}`}
          session={s}
          names={names}
          current={last && (last.status === 'playing' || last.status === 'bidding') ? last.number : null}
          onChange={refresh}
        />
      )}
      {sheet.error && (
        <p role="alert" class="problem">
          {sheet.error}
        </p>
      )}
      {sheet.value && s && <ScoreSheet sheet={sheet.value} names={names} />}
      {s && <Replay session={id} deals={s.deals} version={s.version} names={names} />}
      <div class="grid">
        <LiveFeed status={live.status} feed={live.feed} />
        <ServerCheck id={id} version={Math.max(live.version, s?.version ?? 0)} moments={moments} />
      </div>
      {s && <RulingForm session={s} onDone={refresh} />}
    </>
  );
}

/** Hand records from a PBN file: the deals' hands pre-loaded for the next deals (the API reads the file). */
function PbnImport({ session, onDone }: { session: string; onDone: () => void }) {
  const [answer, setAnswer] = useState('');
  return (
    <div class="pbn">
      <label>
        Import hand records (PBN)
        <input
          type="file"
          accept=".pbn,text/plain"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            void file.text().then((pbn) =>
              post(`/v1/sessions/${session}/hand-records`, { pbn }).then(
                () => {
                  setAnswer(`Imported ${file.name}.`);
                  onDone();
                },
                (err) => setAnswer(errorText(err)),
              ),
            );
          }}
        />
      </label>
      <p role="status">{answer}</p>
    </div>
  );
}
