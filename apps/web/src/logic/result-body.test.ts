import { describe, expect, it } from 'vitest';
import { resultBody } from './result-body';

describe('the result-only form to the request body (api.md "Result-only deals")', () => {
  it('whist: tricks per side and the one side that scored honours', () => {
    expect(resultBody('whist', { tricksNS: '9', tricksEW: '4', honours: 'EW:2' })).toEqual({
      ok: true,
      body: { tricks: { NS: 9, EW: 4 }, honours: { EW: 2 } },
    });
    expect(resultBody('dummy-whist', { tricksNS: '7', tricksEW: '6', honours: '' })).toEqual({
      ok: true,
      body: { tricks: { NS: 7, EW: 6 } },
    });
    expect(resultBody('whist', { tricksNS: '7' })).toEqual({ ok: false, missing: 'tricks won by East–West' });
  });
  it('passes on what the laws refuse (9 + 5 tricks): that answer is the API’s, not the form’s', () => {
    expect(resultBody('whist', { tricksNS: '9', tricksEW: '5' })).toMatchObject({ ok: true });
  });
  it('bridge: declaration, declarer, doublings (default 0), tricks and honours per seat when entered', () => {
    expect(
      resultBody('bridge-1904', {
        declaration: 'NT',
        declarer: 'N',
        doublings: '1',
        tricksNS: '8',
        tricksEW: '5',
        bridgeHonours: { N: '2', E: '1', S: '1' },
      }),
    ).toEqual({
      ok: true,
      body: {
        declaration: 'NT',
        declarer: 'N',
        doublings: 1,
        tricks: { NS: 8, EW: 5 },
        honours: { N: 2, E: 1, S: 1, W: 0 },
      },
    });
    expect(resultBody('bridge-1904', { declaration: 'H', declarer: 'S', tricksNS: '7', tricksEW: '6' })).toEqual({
      ok: true,
      body: { declaration: 'H', declarer: 'S', doublings: 0, tricks: { NS: 7, EW: 6 } },
    });
    expect(resultBody('bridge-1904', { declarer: 'S' })).toEqual({ ok: false, missing: 'the declaration' });
  });
  it('solo: call, caller, partner only for a proposal, the tricks as a number', () => {
    expect(resultBody('solo-whist', { call: 'misere', caller: 'E', soloTricks: '0' })).toEqual({
      ok: true,
      body: { call: 'misere', caller: 'E', tricks: 0 },
    });
    expect(resultBody('solo-whist', { call: 'proposal', caller: 'N', partner: 'S', soloTricks: '8' })).toEqual({
      ok: true,
      body: { call: 'proposal', caller: 'N', partner: 'S', tricks: 8 },
    });
    expect(resultBody('solo-whist', { call: 'solo', soloTricks: '5' })).toEqual({ ok: false, missing: 'the caller' });
  });
  it('hearts: hearts taken by every seat at the table', () => {
    expect(resultBody('hearts', { hearts: { N: '5', E: '5', S: '3', W: '0' } })).toEqual({
      ok: true,
      body: { hearts: { N: 5, E: 5, S: 3, W: 0 } },
    });
    expect(resultBody('hearts', { hearts: { N: '5', E: 'x' } })).toEqual({ ok: false, missing: 'hearts taken by E' });
  });
});
