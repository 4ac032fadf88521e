import { useState } from 'preact/hooks';
import { remedyWords } from '../logic/event-words';
import {
  claimLines,
  irregularityLines,
  obligationLines,
  penaltyBody,
  revokeClaimLines,
  type IrregularityLine,
  type RevokeClaimLine,
} from '../logic/laws-view';
import { SEATS, SEAT_NAMES, SUITS, SUIT_NAMES } from '../logic/variants';

type Json = Record<string, unknown>;
type Send = (path: string, body: unknown) => Promise<unknown>;

/** The revoke penalties of the whist family (api.md revoke-penalties); the API refuses one the law does not allow, and says why. */
const REVOKE_OPTIONS = ['take-three-tricks', 'deduct-three', 'add-three'];

const seatLabel = (s: string, names: Record<string, string>) => `${SEAT_NAMES[s] ?? s} (${names[s] ?? s})`;

/**
 * The laws' answers in a deal, in words with the law cited: its irregularities (the wronged side elects
 * a remedy the code gives), the calls still to obey, the revoke claims (an established revoke's penalty
 * is chosen here) and the claims of tricks (the other side answers them here). The API decides; this
 * shows what it answered and sends what was chosen.
 */
export function LawsPanel({ deal, names, send }: { deal: Json; names: Record<string, string>; send: Send }) {
  const irregularities = irregularityLines(deal);
  const obligations = obligationLines(deal);
  const revokeClaims = revokeClaimLines(deal);
  const claims = claimLines(deal);
  if (!irregularities.length && !obligations.length && !revokeClaims.length && !claims.length) return null;
  return (
    <section class="laws-panel" aria-labelledby={`laws-h-${text(deal.number)}`}>
      <h3 id={`laws-h-${text(deal.number)}`}>The laws’ answers</h3>
      {irregularities.length > 0 && (
        <ul class="laws" aria-label="Irregularities">
          {irregularities.map((i) => (
            <li key={i.id}>
              {i.words}
              {i.penalised
                ? ' — penalty elected.'
                : i.remedies.length > 0 && <ElectRemedy irr={i} names={names} send={send} />}
            </li>
          ))}
        </ul>
      )}
      {obligations.length > 0 && (
        <ul class="laws" aria-label="Calls still to be obeyed">
          {obligations.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
      {revokeClaims.length > 0 && (
        <ul class="laws" aria-label="Revoke claims">
          {revokeClaims.map((c) => (
            <li key={c.id}>
              {c.words}
              {c.awaitsPenalty && <RevokePenalty claim={c} names={names} send={send} />}
            </li>
          ))}
        </ul>
      )}
      {claims.length > 0 && (
        <ul class="laws" aria-label="Claims of tricks">
          {claims.map((c) => (
            <li key={c.id}>
              {c.words}
              {c.open && <AnswerClaim id={c.id} claimer={c.seat} names={names} send={send} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function text(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

function ElectRemedy({ irr, names, send }: { irr: IrregularityLine; names: Record<string, string>; send: Send }) {
  const [kind, setKind] = useState(irr.remedies[0].kind);
  const remedy = irr.remedies.find((r) => r.kind === kind) ?? irr.remedies[0];
  const [by, setBy] = useState(remedy.electors[0] ?? 'N');
  const [suit, setSuit] = useState('H');
  const electors = remedy.electors.length ? remedy.electors : [...SEATS];
  const elector = electors.includes(by) ? by : electors[0];
  return (
    <form
      class="row-form"
      aria-label={`Penalty for the ${irr.words.split(' — ')[0]}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send('penalties', penaltyBody(irr, remedy.kind, elector, suit));
      }}
    >
      <label>
        Remedy
        <select value={remedy.kind} onChange={(e) => setKind(e.currentTarget.value)}>
          {irr.remedies.map((r) => (
            <option key={r.kind} value={r.kind}>
              {r.words} ({r.law})
            </option>
          ))}
        </select>
      </label>
      <label>
        Elected by
        <select value={elector} onChange={(e) => setBy(e.currentTarget.value)}>
          {electors.map((s) => (
            <option key={s} value={s}>
              {seatLabel(s, names)}
            </option>
          ))}
        </select>
      </label>
      {remedy.needsSuit && (
        <label>
          Suit named
          <select value={suit} onChange={(e) => setSuit(e.currentTarget.value)}>
            {SUITS.map((s) => (
              <option key={s} value={s}>
                {SUIT_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit">Elect the remedy</button>
    </form>
  );
}

function RevokePenalty({ claim, names, send }: { claim: RevokeClaimLine; names: Record<string, string>; send: Send }) {
  const [option, setOption] = useState(REVOKE_OPTIONS[0]);
  const [by, setBy] = useState(claim.by);
  return (
    <form
      class="row-form"
      aria-label={`Revoke penalty for the claim against ${SEAT_NAMES[claim.against] ?? claim.against}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send('revoke-penalties', { by, revokeClaim: claim.id, option });
      }}
    >
      <label>
        Revoke penalty
        <select value={option} onChange={(e) => setOption(e.currentTarget.value)}>
          {REVOKE_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {remedyWords(o)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Chosen by
        <select value={by} onChange={(e) => setBy(e.currentTarget.value)}>
          {SEATS.filter((s) => s !== claim.against).map((s) => (
            <option key={s} value={s}>
              {seatLabel(s, names)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Take the penalty</button>
    </form>
  );
}

function AnswerClaim({
  id,
  claimer,
  names,
  send,
}: {
  id: string;
  claimer: string;
  names: Record<string, string>;
  send: Send;
}) {
  const others = SEATS.filter((s) => s !== claimer);
  const [seat, setSeat] = useState<string>(others[0]);
  return (
    <form
      class="row-form"
      aria-label={`Answer the claim by ${SEAT_NAMES[claimer] ?? claimer}`}
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        Answered by
        <select value={seat} onChange={(e) => setSeat(e.currentTarget.value)}>
          {others.map((s) => (
            <option key={s} value={s}>
              {seatLabel(s, names)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => void send(`claims/${id}/responses`, { seat, accept: true })}>
        Accept the claim
      </button>
      <button
        type="button"
        class="secondary"
        onClick={() => void send(`claims/${id}/responses`, { seat, accept: false })}
      >
        Refuse the claim
      </button>
    </form>
  );
}
