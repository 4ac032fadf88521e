import { BadRequestException } from '@nestjs/common';
import { GameVariant, isVariant, VARIANTS } from '@ledger/laws';

/** Which sessions the standings count: one variant, opened within [from, to] (UTC days, inclusive). */
export interface StandingsFilter {
  variant: GameVariant;
  from: string | null;
  to: string | null;
}

function day(v: string | undefined, name: string): string | null {
  if (v === undefined || v === '') return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw new BadRequestException({ message: `${name} must be a date YYYY-MM-DD.`, code: 'BAD_QUERY' });
  return v;
}

/** The filter of `?variant=&from=&to=`; 400 BAD_QUERY for a missing or unknown variant, a bad date, from after to. */
export function standingsFilter(variant: string | undefined, from?: string, to?: string): StandingsFilter {
  if (!isVariant(variant))
    throw new BadRequestException({ message: `variant must be one of ${VARIANTS.join(', ')}.`, code: 'BAD_QUERY' });
  const f = { variant, from: day(from, 'from'), to: day(to, 'to') };
  if (f.from && f.to && f.from > f.to)
    throw new BadRequestException({ message: 'from must not be after to.', code: 'BAD_QUERY' });
  return f;
}
