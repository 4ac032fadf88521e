import { StepPacker } from './step-packer';

const hashes = (...bytes: number[]) => Buffer.concat(bytes.map((b) => Buffer.alloc(32, b)));

describe('StepPacker: a step’s leaves as the rows writeStep stores', () => {
  it('one batch per club in leaf order; a session continued by a later transaction stays one run', () => {
    const p = new StepPacker();
    p.add('c1', 's1', 10, hashes(1, 2), 1);
    p.add('c2', 's9', 0, hashes(9), 5);
    p.add('c1', 's2', 12, hashes(3), 1);
    p.add('c1', 's1', 13, hashes(4, 5), 3);
    expect(p.leafBatches().map((b) => [b.clubId, b.firstLeaf, b.count, b.hashes.toString('hex')])).toEqual([
      ['c1', 10, 5, hashes(1, 2, 3, 4, 5).toString('hex')],
      ['c2', 0, 1, hashes(9).toString('hex')],
    ]);
    expect(p.runs.map((r) => [r.clubId, r.streamId, r.firstVersion, r.batchFirstLeaf, r.leaves])).toEqual([
      ['c1', 's1', 1, 10, [10, 11, 13, 14]],
      ['c2', 's9', 5, 0, [0]],
      ['c1', 's2', 1, 10, [12]],
    ]);
  });

  it('a gap in the versions starts a new run (never a leaf under the wrong version)', () => {
    const p = new StepPacker();
    p.add('c1', 's1', 0, hashes(1, 2, 3), 1, [1, 2, 4]);
    p.add('c1', 's1', 3, hashes(4), 6);
    expect(p.runs.map((r) => [r.firstVersion, r.leaves])).toEqual([
      [1, [0, 1]],
      [4, [2]],
      [6, [3]],
    ]);
  });
});
