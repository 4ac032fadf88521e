import { describe, expect, it } from 'vitest';
import { checkWords } from './check-words';

const log = {
  checkpoint: { size: 40, root16: 'ab12', signatureValid: true },
  eventsInCheckpoint: 38,
  eventsAfterCheckpoint: 2,
  leavesMatch: true,
};

describe('the server check in words', () => {
  it('says what it checked when all holds, and keeps what it cannot prove', () => {
    const w = checkWords({ chainValid: true, eventsChecked: 40, replayMatches: true, log, limits: 'Not proof alone.' });
    expect(w.ok).toBe(true);
    expect(w.lines).toEqual([
      'Hash chain consistent (40 events checked).',
      'Replaying the events by the laws gives the stored score-sheet.',
      '38 events proved in the club log’s signed checkpoint 40 (root ab12); 2 newer, not yet in a checkpoint.',
    ]);
    expect(w.limits).toBe('Not proof alone.');
  });

  it('says a broken chain, a differing replay or a log mismatch, and is not ok', () => {
    const w = checkWords({
      chainValid: false,
      firstBadVersion: 7,
      eventsChecked: 40,
      replayMatches: false,
      mismatches: ['deal 1'],
      log: { ...log, leavesMatch: false, firstLeafMismatchVersion: 9 },
    });
    expect(w.ok).toBe(false);
    expect(w.lines.join(' ')).toMatch(
      /BROKEN at version 7.*DIFFERS.*deal 1.*DISAGREE with the club log from version 9/,
    );
    expect(
      checkWords({ chainValid: true, eventsChecked: 1, replayMatches: true, log: { ...log, checkpoint: null } })
        .lines[2],
    ).toBe('No signed checkpoint of the club log yet.');
  });
});
