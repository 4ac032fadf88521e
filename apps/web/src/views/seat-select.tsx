import { SEATS, SEAT_NAMES } from '../logic/variants';

interface Props {
  label: string;
  value: string;
  onChange: (seat: string) => void;
  /** Who sits where (a seat with nobody named shows its letter). */
  names: Record<string, string>;
}

/** A labelled choice of one of the four seats, each shown with the player sitting there. */
export function SeatSelect({ label, value, onChange, names }: Props) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {SEATS.map((s) => (
          <option key={s} value={s}>
            {SEAT_NAMES[s]} ({names[s] ?? s})
          </option>
        ))}
      </select>
    </label>
  );
}
