import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { eventHash } from './event-hash';

const fields = fc.record({
  clubId: fc.uuid(),
  streamId: fc.string(),
  version: fc.integer({ min: 1 }),
  type: fc.string(),
  schemaVersion: fc.integer({ min: 1, max: 9 }),
  data: fc.jsonValue(),
  metadata: fc.dictionary(fc.string(), fc.string()),
  recordedAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

describe('eventHash', () => {
  it('is sha256(prevHash + canonicalJson(event)) over exactly the hashed fields', () => {
    fc.assert(
      fc.property(
        fields,
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })),
        (e, prev) => {
          const expected = createHash('sha256')
            .update((prev ?? '') + canonicalJson(e))
            .digest('hex');
          expect(eventHash(prev, e)).toBe(expected);
        },
      ),
    );
  });

  it('changes with any field and with the previous hash', () => {
    const e = {
      clubId: 'c',
      streamId: 's',
      version: 1,
      type: 'T',
      schemaVersion: 1,
      data: { a: 1 },
      metadata: {},
      recordedAt: 'r',
    };
    const h = eventHash(null, e);
    expect(eventHash('x', e)).not.toBe(h);
    expect(eventHash(null, { ...e, data: { a: 2 } })).not.toBe(h);
    expect(eventHash(null, { ...e, version: 2 })).not.toBe(h);
  });
});
