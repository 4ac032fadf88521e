import { useState } from 'preact/hooks';
import { ResultForm, resultBody } from '../logic/result-body';
import { SEAT_NAMES } from '../logic/variants';

const COUNTS = Array.from({ length: 14 }, (_, i) => String(i));
const SOLO_CALLS = ['proposal', 'solo', 'misere', 'abondance', 'misere-ouverte', 'abondance-declaree'];

interface Props {
  variant: string;
  seats: string[];
  names: Record<string, string>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

function Pick(props: {
  label: string;
  value?: string;
  options: [string, string][];
  set: (v: string) => void;
  name: string;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value ?? ''} onChange={(e) => props.set(e.currentTarget.value)}>
        {props.options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Result only: the few fields of api.md "Result-only deals" for the variant; the API says whether it could have happened. */
export function ResultOnlyForm({ variant, seats, names, onSubmit }: Props) {
  const [f, setF] = useState<ResultForm>({});
  const [missing, setMissing] = useState('');
  const set = (patch: Partial<ResultForm>) => setF({ ...f, ...patch });
  const counts: [string, string][] = [['', '—'], ...COUNTS.map((c): [string, string] => [c, c])];
  const seatOptions: [string, string][] = [
    ['', '—'],
    ...seats.map((s): [string, string] => [s, `${SEAT_NAMES[s] ?? s} (${names[s] ?? s})`]),
  ];
  // The other side's tricks follow as the rest of the thirteen (the API checks the pair all the same).
  const tricks = (
    <>
      <Pick
        name="tricksNS"
        label="Tricks N–S"
        value={f.tricksNS}
        options={counts}
        set={(v) => set({ tricksNS: v, tricksEW: v === '' ? f.tricksEW : String(13 - Number(v)) })}
      />
      <Pick name="tricksEW" label="Tricks E–W" value={f.tricksEW} options={counts} set={(v) => set({ tricksEW: v })} />
    </>
  );
  return (
    <form
      class="row-form result-form"
      onSubmit={(e) => {
        e.preventDefault();
        const r = resultBody(variant, f, seats);
        if (!r.ok) return setMissing(`Fill in ${r.missing}.`);
        setMissing('');
        void onSubmit(r.body);
      }}
    >
      {(variant === 'whist' || variant === 'dummy-whist') && (
        <>
          {tricks}
          <Pick
            name="honours"
            label="Honours"
            value={f.honours}
            options={[
              ['', 'none scored'],
              ['NS:2', 'N–S two by honours'],
              ['NS:4', 'N–S four by honours'],
              ['EW:2', 'E–W two by honours'],
              ['EW:4', 'E–W four by honours'],
            ]}
            set={(v) => set({ honours: v })}
          />
        </>
      )}
      {variant === 'bridge-1904' && (
        <>
          <Pick
            name="declaration"
            label="Declaration"
            value={f.declaration}
            options={[
              ['', '—'],
              ['S', 'spades'],
              ['H', 'hearts'],
              ['D', 'diamonds'],
              ['C', 'clubs'],
              ['NT', 'no trumps'],
            ]}
            set={(v) => set({ declaration: v })}
          />
          <Pick
            name="declarer"
            label="Declarer"
            value={f.declarer}
            options={seatOptions}
            set={(v) => set({ declarer: v })}
          />
          <Pick
            name="doublings"
            label="Doublings"
            value={f.doublings}
            options={[
              ['0', 'none'],
              ['1', 'doubled'],
              ['2', 'redoubled'],
              ['3', '3 times'],
              ['4', '4 times'],
            ]}
            set={(v) => set({ doublings: v })}
          />
          {tricks}
          <fieldset>
            <legend>Honours held (optional)</legend>
            {seats.map((s) => (
              <Pick
                key={s}
                name={`honours-${s}`}
                label={s}
                value={f.bridgeHonours?.[s as 'N']}
                options={counts.slice(0, 7)}
                set={(v) => set({ bridgeHonours: { ...f.bridgeHonours, [s]: v } })}
              />
            ))}
          </fieldset>
        </>
      )}
      {variant === 'solo-whist' && (
        <>
          <Pick
            name="call"
            label="Call"
            value={f.call}
            options={[['', '—'], ...SOLO_CALLS.map((c): [string, string] => [c, c])]}
            set={(v) => set({ call: v })}
          />
          <Pick name="caller" label="Caller" value={f.caller} options={seatOptions} set={(v) => set({ caller: v })} />
          <Pick
            name="partner"
            label="Partner (proposal)"
            value={f.partner}
            options={seatOptions}
            set={(v) => set({ partner: v })}
          />
          <Pick
            name="soloTricks"
            label="Caller’s side’s tricks"
            value={f.soloTricks}
            options={counts}
            set={(v) => set({ soloTricks: v })}
          />
        </>
      )}
      {variant === 'hearts' &&
        seats.map((s) => (
          <Pick
            key={s}
            name={`hearts-${s}`}
            label={`Hearts taken by ${names[s] ?? s}`}
            value={f.hearts?.[s as 'N']}
            options={counts}
            set={(v) => set({ hearts: { ...f.hearts, [s]: v } })}
          />
        ))}
      <button type="submit">Record the result</button>
      {missing && (
        <p role="alert" class="problem">
          {missing}
        </p>
      )}
    </form>
  );
}
