import { useState } from 'preact/hooks';
import { post } from '../api';
import { isPartnership, SEAT_NAMES } from '../logic/variants';
import type { SessionBody } from './session';
import { errorText } from './use-load';

/**
 * A committee ruling after the fact (`POST /v1/sessions/{id}/rulings`, admin key): a new event that
 * adjusts the settlement of a deal; nothing earlier is changed. Points per side in the partnership
 * games, balances per seat in solo whist and hearts.
 */
export function RulingForm({ session, onDone }: { session: SessionBody; onDone: () => void }) {
  const deals = session.deals.map((d) => d.number);
  const sides = isPartnership(session.variant) ? ['NS', 'EW'] : Object.keys(session.seats);
  const [deal, setDeal] = useState('');
  const [reason, setReason] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (!deals.length) return null;
  const chosen = deal || String(deals[deals.length - 1]);
  const sideLabel = (k: string) => (k === 'NS' ? 'N–S' : k === 'EW' ? 'E–W' : (SEAT_NAMES[k] ?? k));
  return (
    <details class="card no-print ruling">
      <summary>Record a ruling (admin)</summary>
      <form
        aria-label="Record a ruling"
        onSubmit={(e) => {
          e.preventDefault();
          const by = Object.fromEntries(sides.map((k) => [k, Number(amounts[k] || 0)]));
          const adjustment = isPartnership(session.variant) ? { points: by } : { balances: by };
          post(`/v1/sessions/${session.id}/rulings`, { deal: Number(chosen), reason, adjustment }).then(
            () => {
              setAnswer({ ok: true, text: `Ruling recorded on deal ${chosen}.` });
              setReason('');
              onDone();
            },
            (err) => setAnswer({ ok: false, text: errorText(err) }),
          );
        }}
      >
        <div class="row-form">
          <label>
            Deal
            <select value={chosen} onChange={(e) => setDeal(e.currentTarget.value)}>
              {deals.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {sides.map((k) => (
            <label key={k}>
              {isPartnership(session.variant) ? `Points ${sideLabel(k)}` : `Balance ${sideLabel(k)}`}
              <input
                type="number"
                inputMode="numeric"
                step="1"
                value={amounts[k] ?? ''}
                onInput={(e) => setAmounts({ ...amounts, [k]: e.currentTarget.value })}
              />
            </label>
          ))}
        </div>
        <label>
          Reason
          <input required maxLength={2000} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
        </label>
        <button type="submit">Record the ruling</button>
      </form>
      <p role="status" class={answer && !answer.ok ? 'problem' : ''}>
        {answer?.text}
      </p>
    </details>
  );
}
