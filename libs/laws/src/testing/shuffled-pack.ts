import { Card } from '../core/cards/card';
import { FULL_PACK } from '../core/cards/pack';

/** The 52 cards in a deterministic order from `seed` (Fisher-Yates over a linear congruential generator), for tests. */
export function shuffledPack(seed: number): Card[] {
  const pack = [...FULL_PACK];
  let x = seed >>> 0;
  for (let i = pack.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const j = x % (i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return pack;
}
