import { describe, expect, it } from 'vitest';
import { sheetColumns, sheetRows } from './sheet-rows';

describe('the running score of a score-sheet', () => {
  it('whist: before and after each deal as the API settled it, with games, rubbers and rulings', () => {
    const sheet = {
      variant: 'whist',
      deals: [
        {
          deal: 1,
          scoreBefore: { NS: 0, EW: 0 },
          scoreReached: { NS: 3, EW: 0 },
          tricks: { NS: 9, EW: 4 },
          penalties: [],
          game: null,
          rubber: null,
          rulings: [],
        },
        {
          deal: 2,
          scoreBefore: { NS: 3, EW: 0 },
          scoreReached: { NS: 5, EW: 0 },
          tricks: { NS: 8, EW: 5 },
          penalties: [],
          game: { winner: 'NS', value: 3, by: 'tricks' },
          rubber: { winner: 'NS', points: 8 },
          rulings: [{ reason: 'misclaim' }],
        },
      ],
    };
    expect(sheetColumns(sheet)).toEqual(['NS', 'EW']);
    expect(sheetRows(sheet)).toEqual([
      { deal: 1, before: { NS: 0, EW: 0 }, after: { NS: 3, EW: 0 }, result: 'Tricks N–S 9, E–W 4', notes: [] },
      {
        deal: 2,
        before: { NS: 3, EW: 0 },
        after: { NS: 5, EW: 0 },
        result: 'Tricks N–S 8, E–W 5',
        notes: ['Ruling: misclaim', 'Game to NS (3)', 'Rubber to NS, 8 points'],
      },
    ]);
  });
  it('hearts: each player’s balance runs on by what he received less what he paid', () => {
    const sheet = {
      variant: 'hearts',
      players: ['N', 'E', 'S', 'W'],
      deals: [
        {
          deal: 1,
          hearts: { N: 5, E: 5, S: 3, W: 0 },
          paid: { N: 5, E: 5, S: 3, W: 0 },
          received: { N: 0, E: 0, S: 0, W: 13 },
          revokers: [],
          rulings: [],
        },
        {
          deal: 2,
          hearts: { N: 13, E: 0, S: 0, W: 0 },
          paid: { N: 13, E: 0, S: 0, W: 0 },
          received: { N: 0, E: 4, S: 5, W: 4 },
          revokers: ['E'],
          rulings: [],
        },
      ],
    };
    const rows = sheetRows(sheet);
    expect(sheetColumns(sheet)).toEqual(['N', 'E', 'S', 'W']);
    expect(rows[0].after).toEqual({ N: -5, E: -5, S: -3, W: 13 });
    expect(rows[1].before).toEqual(rows[0].after);
    expect(rows[1].after).toEqual({ N: -18, E: -1, S: 2, W: 17 });
    expect(rows[1].notes).toEqual(['Revoke by E']);
    expect(rows[0].result).toBe('Hearts N 5, E 5, S 3, W 0');
  });
  it('solo: balances per deal add up, the call and the caller in words', () => {
    const rows = sheetRows({
      variant: 'solo-whist',
      players: ['N', 'E', 'S', 'W'],
      deals: [
        {
          deal: 1,
          call: 'misere',
          caller: 'E',
          result: 'made',
          tricks: 0,
          balances: { N: -12, E: 36, S: -12, W: -12 },
          rulings: [],
        },
      ],
    });
    expect(rows).toEqual([
      {
        deal: 1,
        before: { N: 0, E: 0, S: 0, W: 0 },
        after: { N: -12, E: 36, S: -12, W: -12 },
        result: 'misere by E: made, 0 tricks',
        notes: [],
      },
    ]);
  });
  it('takes the running totals the API serves when it serves them (before/after on each deal)', () => {
    const rows = sheetRows({
      variant: 'hearts',
      players: ['N', 'E', 'S', 'W'],
      deals: [
        {
          deal: 1,
          hearts: { N: 5, E: 5, S: 3, W: 0 },
          paid: {},
          received: {},
          revokers: [],
          rulings: [],
          before: { balances: { N: 1, E: 1, S: -2, W: 0 }, pool: 0, jack: false },
          after: { balances: { N: -4, E: -4, S: -5, W: 13 }, pool: 0, jack: false },
        },
      ],
    });
    expect(rows[0].before).toEqual({ N: 1, E: 1, S: -2, W: 0 });
    expect(rows[0].after).toEqual({ N: -4, E: -4, S: -5, W: 13 });
    const whist = sheetRows({
      variant: 'whist',
      deals: [
        {
          deal: 1,
          scoreBefore: { NS: 0, EW: 0 },
          scoreReached: { NS: 9, EW: 0 },
          tricks: { NS: 9, EW: 4 },
          rulings: [],
          before: { score: { NS: 0, EW: 0 }, points: { NS: 0, EW: 0 } },
          after: { score: { NS: 0, EW: 0 }, points: { NS: 8, EW: -8 } },
        },
      ],
    });
    expect(whist[0].after).toEqual({ NS: 0, EW: 0 });
    expect(whist[0].notes).toContain('Rubber points after: N–S 8, E–W -8');
  });
});
