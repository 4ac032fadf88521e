import { useEffect, useRef, useState } from 'preact/hooks';
import { get } from '../api';
import { cardText, eventWords } from '../logic/event-words';
import { rankLabel } from '../logic/cards';
import { replayHands, revokeWords, tableTrick } from '../logic/replay';
import { SEAT_NAMES, SUIT_NAMES, SUIT_SYMBOLS } from '../logic/variants';
import type { StreamEvent } from './use-live';

type Json = Record<string, unknown>;

/**
 * The deal replayed step by step (one step per event of the deal): the four hands with the cards played
 * so far, the trick on the table, the tricks and the revokes as the deal stood at that event
 * (`GET .../deals/{n}?asOf=`). Buttons and keys (←, →, Home, End); "Follow the play" keeps it at the
 * latest event of the latest deal as the live feed brings them.
 */
export function Replay({
  session,
  deals,
  version,
  names,
}: {
  session: string;
  deals: { number: number; status: string }[];
  version: number;
  names: Record<string, string>;
}) {
  const latest = deals.length ? deals[deals.length - 1].number : 0;
  const [follow, setFollow] = useState(true);
  const [n, setN] = useState(latest);
  const [steps, setSteps] = useState<StreamEvent[]>([]);
  const [step, setStep] = useState(0);
  const [view, setView] = useState<Json | null>(null);
  const views = useRef(new Map<string, Json>());
  const deal = follow ? latest : n;
  useEffect(() => {
    if (!deal) return;
    let live = true;
    get<{ events: StreamEvent[] }>(`/v1/sessions/${session}/deals/${deal}/events`).then(
      (r) => {
        if (!live) return;
        setSteps(r.events);
        setStep((s) => (follow ? r.events.length - 1 : Math.min(s, r.events.length - 1)));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, deal, follow ? version : 0]);
  const at = steps[Math.max(0, Math.min(step, steps.length - 1))];
  useEffect(() => {
    if (!at) return;
    const k = `${deal}@${at.version}`;
    const kept = views.current.get(k);
    if (kept) return setView(kept);
    let live = true;
    get<Json>(`/v1/sessions/${session}/deals/${deal}?asOf=${at.version}`).then(
      (v) => {
        views.current.set(k, v);
        if (live) setView(v);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, deal, at?.version]);
  if (!latest) return null;
  const go = (i: number) => {
    setFollow(false);
    setN(deal);
    setStep(Math.max(0, Math.min(i, steps.length - 1)));
  };
  const last = steps.length - 1;
  const i = Math.max(0, Math.min(step, last));
  const done = view?.status === 'ended' || view?.status === 'settled';
  const hands = view ? replayHands(view) : {};
  const trick = view ? tableTrick(view) : [];
  const revokes = view ? revokeWords(view) : [];
  return (
    <section
      class="card no-print replay"
      id="replay"
      aria-labelledby="replay-h"
      onKeyDown={(e) => {
        const t = (e.target as HTMLElement).tagName;
        if (t === 'INPUT' || t === 'SELECT') return;
        const to = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: last }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        go(to);
      }}
    >
      <h2 id="replay-h">Replay</h2>
      <div class="row-form">
        <label>
          Deal
          <select
            value={String(deal)}
            onChange={(e) => {
              setFollow(false);
              setN(Number(e.currentTarget.value));
              setStep(0);
            }}
          >
            {deals.map((d) => (
              <option key={d.number} value={String(d.number)}>
                Deal {d.number} ({d.status})
              </option>
            ))}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.currentTarget.checked)} /> Follow the
          play
        </label>
      </div>
      <div class="tabs" role="group" aria-label="Steps">
        <button type="button" class="secondary" aria-disabled={i === 0} onClick={() => go(0)}>
          First step
        </button>
        <button type="button" class="secondary" aria-disabled={i === 0} onClick={() => go(i - 1)}>
          Previous step
        </button>
        <button type="button" class="secondary" aria-disabled={i >= last} onClick={() => go(i + 1)}>
          Next step
        </button>
        <button type="button" class="secondary" aria-disabled={i >= last} onClick={() => go(last)}>
          Last step
        </button>
      </div>
      <p id="step-label" aria-live="polite">
        {at ? `Deal ${deal}, step ${i + 1} of ${steps.length} (version ${at.version}): ${eventWords(at)}` : 'Loading…'}
      </p>
      {view && (
        <div class={`replay-board${done ? ' done' : ''}`}>
          <div class="replay-hands">
            {Object.entries(hands).map(([seat, suits]) => (
              <div class="hand" key={seat} role="group" aria-label={`${SEAT_NAMES[seat] ?? seat}'s hand at this step`}>
                <div class="hand-name">
                  {SEAT_NAMES[seat] ?? seat} · {names[seat] ?? seat}
                  {seat === view.dealer ? ' (dealer)' : ''}
                </div>
                {suits.map((s) => (
                  <div class="suit-row" key={s.suit}>
                    <span class={`suit${s.suit === 'H' || s.suit === 'D' ? ' red' : ''}`} aria-hidden="true">
                      {SUIT_SYMBOLS[s.suit]}
                    </span>
                    <span class="visually-hidden">{SUIT_NAMES[s.suit]}:</span>
                    {s.cards.map((c) => (
                      <span key={c.card} class={`rc ${c.state}${c.card[1] === 'H' || c.card[1] === 'D' ? ' red' : ''}`}>
                        {rankLabel(c.card)}
                        {c.state !== 'held' && <span class="visually-hidden"> ({c.state})</span>}
                      </span>
                    ))}
                  </div>
                ))}
              </div>
            ))}
          </div>
          <p class="on-table">
            On the table: {trick.length ? trick.map((c) => `${c.seat} ${cardText(c.card)}`).join(', ') : 'nothing'}
          </p>
          {revokes.length > 0 && (
            <ul class="laws" id="replay-revokes" aria-label="Revokes at this step">
              {revokes.map((r) => (
                <li key={r} class="revoke">
                  {r}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
