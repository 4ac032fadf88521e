import { PbnError, playMarks, readPbn } from './pbn-reader';

const MTS = (over: Record<string, string> = {}) =>
  Object.entries({
    Event: 'Club night',
    Site: '',
    Date: '2026.12.01',
    Board: '1',
    West: 'W',
    North: 'N',
    East: 'E',
    South: 'S',
    Dealer: 'N',
    Vulnerable: 'None',
    Deal: 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432',
    Scoring: 'Rubber',
    Declarer: 'N',
    Contract: '1H',
    Result: '7',
    ...over,
  }).map(([k, v]) => `[${k} "${v}"]`);
const file = (lines: string[], eol = '\r\n') => ['% PBN 2.1', '% EXPORT', ...lines].join(eol) + eol;

describe('a PBN 2.1 reader written from the standard', () => {
  it('reads a game in export format: the mandatory tags in order, own tags sorted after them, the play with ^R', () => {
    const [g] = readPbn(
      file([
        ...MTS(),
        '{a note; with a semicolon}',
        '[LedgerA "x"]',
        '[LedgerB "y"]',
        '[Play "E"]',
        'S7 S6 S2^R SA',
        '*',
      ]),
      {
        strict: true,
      },
    );
    expect(g.tag('Contract')).toBe('1H');
    expect(g.comments).toEqual(['a note; with a semicolon']);
    expect(playMarks(g)).toEqual([{ trick: 1, seat: 'W', card: 'S2', mark: '^R' }]);
  });

  it('refuses what export format forbids: LF lines, tags out of order, own tags unsorted, two spaces', () => {
    expect(() => readPbn(file(MTS(), '\n'), { strict: true })).toThrow(/CRLF/);
    const swapped = MTS();
    [swapped[4], swapped[5]] = [swapped[5], swapped[4]];
    expect(() => readPbn(file(swapped), { strict: true })).toThrow(/tag 5 must be West/);
    expect(() => readPbn(file([...MTS(), '[Zed "1"]', '[Abc "2"]']), { strict: true })).toThrow(/sorted/);
    expect(() => readPbn(file([...MTS(), '[Play "E"]', 'S7  S6 S2 SA']), { strict: true })).toThrow(/one space/);
    // the same files are fine in import format, except what no PBN file may hold
    expect(readPbn(file(swapped, '\n'))).toHaveLength(1);
  });

  it('refuses values outside the forms of the standard and a card played from the wrong hand', () => {
    expect(() => readPbn(file(MTS({ Contract: '1W' })))).toThrow(PbnError);
    expect(() => readPbn(file(MTS({ Result: '14' })))).toThrow(/Result/);
    expect(() => readPbn(file(MTS({ Dealer: 'X' })))).toThrow(/Dealer/);
    expect(() => readPbn(file(MTS({ Deal: 'N:AKQJ.AKQ.AKQ.AKQ - - AKQJ.AKQ.AKQ.AK2' })))).toThrow(/two hands/);
    expect(() => readPbn(file([...MTS(), '[Play "E"]', 'SA S6 S2 S7']))).toThrow(/not in E's hand/);
  });
});
