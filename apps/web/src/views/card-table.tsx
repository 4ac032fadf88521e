import { text } from '../logic/text';
import { useState } from 'preact/hooks';
import { fullPack, handCards, ofSuit, rankLabel } from '../logic/cards';
import { SEATS, SEAT_NAMES, SUITS, SUIT_NAMES, SUIT_SYMBOLS } from '../logic/variants';
import { SeatSelect } from './seat-select';

type Json = Record<string, unknown>;
type Action = 'play' | 'expose' | 'claim' | 'revoke-claim';

interface Props {
  deal: Json;
  names: Record<string, string>;
  send: (path: string, body: unknown) => Promise<unknown>;
}

function CardButton({ card, onClick, label }: { card: string; onClick: () => void; label: string }) {
  const red = card[1] === 'H' || card[1] === 'D';
  return (
    <button type="button" class={`card-btn${red ? ' red' : ''}`} onClick={onClick} aria-label={label}>
      {rankLabel(card)}
      {SUIT_SYMBOLS[card[1]]}
    </button>
  );
}

/** Card by card: tap the cards from a four-hand diagram (or from the pack when the hands were not entered). */
export function CardTable({ deal, names, send }: Props) {
  const [action, setAction] = useState<Action>('play');
  const [seat, setSeat] = useState('N');
  const [against, setAgainst] = useState('E');
  const [claimTricks, setClaimTricks] = useState('rest');
  const played = new Set(
    (Array.isArray(deal.tricks) ? (deal.tricks as Json[]) : []).flatMap((t) =>
      (Array.isArray(t.cards) ? (t.cards as Json[]) : []).map((c) => String(c.card)),
    ),
  );
  const remaining = (deal.remaining ?? deal.hands ?? {}) as Record<string, unknown>;
  const hands = Object.fromEntries(SEATS.map((s) => [s, handCards(remaining[s]).filter((c) => !played.has(c))]));
  const known = SEATS.some((s) => hands[s].length > 0);
  const tap = (holder: string, card: string) => {
    if (action === 'expose') return send('exposures', { seat: holder, cards: [card], how: 'dropped' });
    return send('plays', { seat: holder, card });
  };
  const cardLabel = (holder: string, card: string) =>
    `${action === 'expose' ? 'Expose' : 'Play'} ${rankLabel(card)} of ${SUIT_NAMES[card[1]]} (${SEAT_NAMES[holder]})`;
  return (
    <div class="card-table">
      <div class="row-form">
        <label>
          What happened
          <select value={action} onChange={(e) => setAction(e.currentTarget.value as Action)}>
            <option value="play">a card played (a lead out of turn is recorded as such)</option>
            <option value="expose">a card dropped face up (exposure)</option>
            <option value="claim">a claim of tricks</option>
            <option value="revoke-claim">a revoke claimed</option>
          </select>
        </label>
        {(!known || action === 'claim' || action === 'revoke-claim') && (
          <SeatSelect
            label={action === 'revoke-claim' ? 'Claimed by' : 'Seat'}
            value={seat}
            onChange={setSeat}
            names={names}
          />
        )}
        {action === 'revoke-claim' && (
          <>
            <SeatSelect label="Against" value={against} onChange={setAgainst} names={names} />
            <button type="button" onClick={() => void send('revoke-claims', { by: seat, against })}>
              Claim the revoke
            </button>
          </>
        )}
        {action === 'claim' && (
          <>
            <label>
              Tricks
              <select value={claimTricks} onChange={(e) => setClaimTricks(e.currentTarget.value)}>
                <option value="rest">the rest</option>
                {Array.from({ length: 13 }, (_, i) => (
                  <option key={i} value={String(i + 1)}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() =>
                void send('claims', { seat, tricks: claimTricks === 'rest' ? 'rest' : Number(claimTricks) })
              }
            >
              Make the claim
            </button>
          </>
        )}
      </div>
      {(action === 'play' || action === 'expose') &&
        (known ? (
          <div class="hands" aria-label="The four hands">
            {SEATS.map((s) => (
              <div class={`hand hand-${s}`} key={s} role="group" aria-label={`${SEAT_NAMES[s]}, ${names[s] ?? s}`}>
                <div class="hand-name">
                  {SEAT_NAMES[s]} · {names[s] ?? s}
                </div>
                {SUITS.map((suit) => (
                  <div class="suit-row" key={suit}>
                    <span class={`suit${suit === 'H' || suit === 'D' ? ' red' : ''}`} aria-hidden="true">
                      {SUIT_SYMBOLS[suit]}
                    </span>
                    {ofSuit(hands[s], suit).map((c) => (
                      <CardButton key={c} card={c} label={cardLabel(s, c)} onClick={() => void tap(s, c)} />
                    ))}
                  </div>
                ))}
              </div>
            ))}
          </div>
        ) : (
          <div class="pack" role="group" aria-label="The cards not yet played">
            {SUITS.map((suit) => (
              <div class="suit-row" key={suit}>
                {fullPack()
                  .filter((c) => c[1] === suit && !played.has(c))
                  .map((c) => (
                    <CardButton key={c} card={c} label={cardLabel(seat, c)} onClick={() => void tap(seat, c)} />
                  ))}
              </div>
            ))}
          </div>
        ))}
      <Tricks deal={deal} />
    </div>
  );
}

function Tricks({ deal }: { deal: Json }) {
  const tricks = Array.isArray(deal.tricks) ? (deal.tricks as Json[]) : [];
  const revokes = Array.isArray(deal.revokes) ? (deal.revokes as Json[]) : [];
  if (!tricks.length && !revokes.length) return null;
  return (
    <>
      {revokes.length > 0 && (
        <ul class="revokes" aria-label="Revokes">
          {revokes.map((r, i) => (
            <li key={i}>
              Revoke by {text(r.seat)} in trick {text(r.trick)}
              {r.card ? ` (${rankLabel(text(r.card))}${SUIT_SYMBOLS[text(r.card)[1]] ?? ''})` : ''}: {text(r.status)}
            </li>
          ))}
        </ul>
      )}
      <ol class="tricks" aria-label="Tricks so far">
        {tricks.map((t) => (
          <li key={String(t.number)}>
            {(t.cards as Json[])
              .map((c) => `${String(c.seat)} ${rankLabel(String(c.card))}${SUIT_SYMBOLS[String(c.card)[1]]}`)
              .join(', ')}
            {t.winner ? ` — won by ${text(t.winner)}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}
