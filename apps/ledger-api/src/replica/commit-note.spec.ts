import { CommitNote, notedPosition, noteCommit } from './commit-note';
import { positionOf } from './ledger-position';

describe("CommitNote: a write's Ledger-Position from its own commit (ADR 0024, stop 32)", () => {
  it("a commit with the group's after-commit row vouches for that position", () => {
    const note: CommitNote = {};
    noteCommit(note, { lsn: '0/16B3748' });
    expect(notedPosition(note)).toBe(positionOf('0/16B3748'));
    noteCommit(note, { lsn: '0/16B3800' }); // a later commit of the same request: the later position
    expect(notedPosition(note)).toBe(positionOf('0/16B3800'));
  });

  it('a commit without one (the pool ran it, or the read failed) sends the header back to the clock for good', () => {
    const note: CommitNote = {};
    noteCommit(note, { lsn: '0/16B3748' });
    noteCommit(note, undefined);
    expect(notedPosition(note)).toBeUndefined();
    noteCommit(note, { lsn: '0/16B3900' });
    expect(notedPosition(note)).toBeUndefined();
    const odd: CommitNote = {};
    noteCommit(odd, { lsn: 42 });
    expect(notedPosition(odd)).toBeUndefined();
  });

  it('no commit noted, or no note: the clock answers', () => {
    expect(notedPosition({})).toBeUndefined();
    expect(notedPosition(undefined)).toBeUndefined();
    expect(() => noteCommit(undefined, { lsn: '0/1' })).not.toThrow();
  });
});
