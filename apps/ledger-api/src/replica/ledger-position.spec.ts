import { BadRequestException } from '@nestjs/common';
import { standbyTrouble } from './read-router';
import { minPositionOf, positionOf, tokenOf } from './ledger-position';

describe('Ledger-Position tokens (ADR 0024)', () => {
  it('reads and writes the pg_lsn text form, ordered as WAL locations', () => {
    expect(positionOf('0/16B3748')).toBe(0x16b3748n);
    expect(positionOf('1/0')).toBe(1n << 32n);
    expect(positionOf('1/0')! > positionOf('0/FFFFFFFF')!).toBe(true);
    expect(tokenOf(positionOf('a/16b3748')!)).toBe('A/16B3748');
    expect(tokenOf(0n)).toBe('0/0');
  });

  it('refuses anything else with 400 BAD_LEDGER_POSITION', () => {
    for (const bad of ['', 'x', '0/', '/1', '0/123456789', '-1/0', '0x1/2', '1/2/3', '0/G'])
      expect(positionOf(bad)).toBeUndefined();
    expect(() => minPositionOf('nope')).toThrow(BadRequestException);
    expect(() => minPositionOf(['0/1', '0/2'])).toThrow(BadRequestException);
    expect(minPositionOf(undefined)).toBeUndefined();
    expect(minPositionOf(' 0/10 ')).toBe(16n);
  });
});

describe('standbyTrouble (ADR 0024)', () => {
  it('is the standby failing (connection, shutdown, recovery conflict), not the read', () => {
    for (const e of [
      { code: 'ECONNREFUSED' },
      { code: '57P01' },
      { code: '08006' },
      { driverError: { code: '40001' } },
      new Error('Connection terminated unexpectedly'),
    ])
      expect(standbyTrouble(e)).toBe(true);
    for (const e of [{ code: '23505' }, { code: '400011' }, new Error('No such session.'), undefined, { code: 42 }])
      expect(standbyTrouble(e)).toBe(false);
  });
});
