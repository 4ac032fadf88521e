import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('rounds a wait up to whole seconds, never below 1', () => {
    expect([0, 1, 999, 1000, 1001, 4500].map(retryAfterSeconds)).toEqual(['1', '1', '1', '1', '2', '5']);
  });
});
