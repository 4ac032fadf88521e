import { BadRequestException } from '@nestjs/common';

/** A whole-number query parameter within [min, max]; absent → `fallback` (or 400 when required). */
export function wholeParam(v: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (v === undefined && fallback !== undefined) return fallback;
  if (v === undefined || !/^\d{1,15}$/.test(v) || Number(v) > max || Number(v) < min) {
    throw new BadRequestException({
      message: `${name} must be a whole number from ${min} to ${max}.`,
      code: 'BAD_QUERY',
    });
  }
  return Number(v);
}

/** The largest tree size a query may name (sizes stay exact integers). */
export const MAX_SIZE = Number.MAX_SAFE_INTEGER;
