import { useState } from 'preact/hooks';
import { get, post } from '../api';
import { dealHands } from '../logic/cards';
import { describeAnswer } from '../logic/answer-words';
import { SEATS, SEAT_NAMES, SUITS, SUIT_NAMES, hasTurnedTrump } from '../logic/variants';
import { CardTable } from './card-table';
import { LawsPanel } from './laws-panel';
import { SeatSelect } from './seat-select';
import { ResultOnlyForm } from './result-only-form';
import type { SessionBody } from './session';
import { errorText, useLoad } from './use-load';

interface Props {
  session: SessionBody;
  names: Record<string, string>;
  /** The deal being played, or null when the next one is to be started. */
  current: number | null;
  onChange: () => void;
}

/** Entering a deal: start it, then its result only or its cards one by one. */
export function DealPanel({ session, names, current, onChange }: Props) {
  if (current === null) {
    const last = session.deals[session.deals.length - 1];
    return (
      <>
        {last?.status === 'ended' && (
          <AfterHand key={last.number} session={session} names={names} n={last.number} onChange={onChange} />
        )}
        <NewDeal session={session} onChange={onChange} />
      </>
    );
  }
  return <CurrentDeal session={session} names={names} n={current} onChange={onChange} />;
}

function NewDeal({ session, onChange }: { session: SessionBody; onChange: () => void }) {
  const [dealer, setDealer] = useState('N');
  const [trump, setTrump] = useState('H');
  const [hands, setHands] = useState('unknown');
  const [error, setError] = useState('');
  const seats = Object.keys(session.seats).length ? Object.keys(session.seats) : [...SEATS];
  return (
    <section class="card no-print" aria-labelledby="new-deal-h">
      <h2 id="new-deal-h">Deal {session.deals.length + 1}</h2>
      <form
        class="row-form"
        onSubmit={(e) => {
          e.preventDefault();
          setError('');
          const body: Record<string, unknown> = { dealer };
          if (hasTurnedTrump(session.variant)) body.trumpSuit = trump;
          if (hands === 'deal') body.hands = dealHands(Math.random);
          post(`/v1/sessions/${session.id}/deals`, body).then(onChange, (err) => setError(errorText(err)));
        }}
      >
        <label>
          Dealer
          <select value={dealer} onChange={(e) => setDealer(e.currentTarget.value)}>
            {seats.map((s) => (
              <option key={s} value={s}>
                {SEAT_NAMES[s] ?? s}
              </option>
            ))}
          </select>
        </label>
        {hasTurnedTrump(session.variant) && (
          <label>
            Trump suit
            <select value={trump} onChange={(e) => setTrump(e.currentTarget.value)}>
              {SUITS.map((s) => (
                <option key={s} value={s}>
                  {SUIT_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Hands
          <select name="hands" value={hands} onChange={(e) => setHands(e.currentTarget.value)}>
            <option value="unknown">not entered (result only, or cards as played)</option>
            <option value="deal">shuffled and dealt by the app</option>
          </select>
        </label>
        <button type="submit">Start the deal</button>
      </form>
      {error && (
        <p role="alert" class="problem">
          {error}
        </p>
      )}
    </section>
  );
}

/** Posts a fact of deal `n` and says the API's answer in words (role=status, with the law cited). */
function useSend(session: string, n: number, onChange: () => void) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const send = (path: string, body: unknown) =>
    post(`/v1/sessions/${session}/deals/${n}/${path}`, body).then(
      (r) => {
        setAnswer({ ok: true, text: describeAnswer(r) });
        onChange();
      },
      (err) => setAnswer({ ok: false, text: errorText(err) }),
    );
  return { answer, send };
}

function Answer({ answer }: { answer: { ok: boolean; text: string } | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      class={answer ? (answer.ok ? 'answer' : 'answer problem') : 'answer'}
      id="answer"
    >
      {answer?.text}
    </p>
  );
}

/**
 * A deal whose hand has ended but not yet been settled (the next deal's cut settles it): its revoke
 * claims and penalties, and what the laws answered in it.
 */
function AfterHand({
  session,
  names,
  n,
  onChange,
}: {
  session: SessionBody;
  names: Record<string, string>;
  n: number;
  onChange: () => void;
}) {
  const deal = useLoad(() => get(`/v1/sessions/${session.id}/deals/${n}`), [session.id, n, session.version]);
  const { answer, send } = useSend(session.id, n, onChange);
  const [by, setBy] = useState('N');
  const [against, setAgainst] = useState('E');
  return (
    <section class="card no-print" aria-labelledby="after-h">
      <h2 id="after-h">Deal {n}: after the hand</h2>
      <p class="note">Until the next deal is cut, a revoke may still be claimed and its penalty taken.</p>
      <form
        class="row-form"
        aria-label="Claim a revoke"
        onSubmit={(e) => {
          e.preventDefault();
          void send('revoke-claims', { by, against });
        }}
      >
        <SeatSelect label="Revoke claimed by" value={by} onChange={setBy} names={names} />
        <SeatSelect label="Against" value={against} onChange={setAgainst} names={names} />
        <button type="submit">Claim the revoke</button>
      </form>
      {deal.value && <LawsPanel deal={deal.value} names={names} send={send} />}
      <Answer answer={answer} />
    </section>
  );
}

function CurrentDeal({
  session,
  names,
  n,
  onChange,
}: {
  session: SessionBody;
  names: Record<string, string>;
  n: number;
  onChange: () => void;
}) {
  const deal = useLoad(() => get(`/v1/sessions/${session.id}/deals/${n}`), [session.id, n, session.version]);
  const [chosen, setMode] = useState<'result' | 'cards' | null>(null);
  // A deal with cards on the table goes on card by card (the API refuses a result after a play).
  const played = Array.isArray(deal.value?.tricks) && (deal.value.tricks as unknown[]).length > 0;
  const mode = chosen ?? (played ? 'cards' : 'result');
  const { answer, send } = useSend(session.id, n, onChange);
  return (
    <section class="card no-print" aria-labelledby="deal-h">
      <h2 id="deal-h">Deal {n}</h2>
      <div class="tabs" role="group" aria-label="How to enter the deal">
        <button type="button" aria-pressed={mode === 'result'} onClick={() => setMode('result')}>
          Result only
        </button>
        <button type="button" aria-pressed={mode === 'cards'} onClick={() => setMode('cards')}>
          Card by card
        </button>
      </div>
      {mode === 'result' ? (
        <ResultOnlyForm
          variant={session.variant}
          seats={Object.keys(session.seats)}
          names={names}
          onSubmit={(body) => send('result', body)}
        />
      ) : deal.value ? (
        <CardTable deal={deal.value} names={names} send={send} />
      ) : (
        <p>{deal.error ?? 'Loading the deal…'}</p>
      )}
      {deal.value && <LawsPanel deal={deal.value} names={names} send={send} />}
      <Answer answer={answer} />
    </section>
  );
}
