import { KeyTable, PROBES } from './key-table';
import { TableMemory } from './table-memory';

describe('claim solver: key slots', () => {
  it('keeps all of eight keys that hash to the same slot (a run of eight probes)', () => {
    expect(PROBES).toBe(8);
    const memory = new TableMemory();
    // the slot a key hashes to: where it goes in an empty table of 16 slots
    const home = (k: number) => new KeyTable(8, 6, 4, memory).place(k, 0, 0, 0);
    const colliding: number[] = [];
    for (let k = 1; colliding.length < 8; k++) if (home(k) === home(1)) colliding.push(k);
    const keys = new KeyTable(8, 6, 4, memory);
    for (const k of colliding) keys.slots[keys.place(k, 0, 0, 0) + 6] = 1; // in use
    for (const k of colliding) expect([k, keys.find(k, 0, 0, 0) >= 0]).toEqual([k, true]);
  });
});
