import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { ConcurrencyError } from '@ledger/event-store';
import { LawViolation } from '@ledger/laws';
import { BASE_MAPPERS, toProblem } from './to-problem';
import { DOMAIN_MAPPERS } from './domain-mappers';
import { NoAcceptableHostError } from '../database/read-write-client';

const map = (e: unknown) => toProblem(e, [...BASE_MAPPERS, ...DOMAIN_MAPPERS]);

describe('domain errors as problem+json', () => {
  it('a LawViolation is a 422 with its code and law', () => {
    expect(map(new LawViolation('PENALTY_NOT_AVAILABLE', 'no', 'whist-1900:64'))).toMatchObject({
      status: 422,
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'whist-1900:64',
    });
  });

  it('a malformed rule is a 400', () => {
    expect(map(new LawViolation('UNKNOWN_RULE', 'no such rule'))).toMatchObject({ status: 400, code: 'UNKNOWN_RULE' });
  });

  it('a ConcurrencyError is a 409', () => {
    expect(map(new ConcurrencyError('s', 3, '00000000-0000-0000-0000-000000000000'))).toMatchObject({
      status: 409,
      code: 'CONCURRENT_WRITE',
    });
  });

  it.each([
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
    new NoAcceptableHostError('no server of the connection string accepts read-write sessions'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('connect ETIMEDOUT 10.0.0.1:5432'), { code: 'ETIMEDOUT' }),
    // TypeORM, when a transaction's connection died under it (seen in test:failover)
    new QueryRunnerProviderAlreadyReleasedError(),
    // TypeORM, when the connection of a transaction being committed died under it (test:failover, stop 31)
    new QueryRunnerAlreadyReleasedError(),
    // pg, when a statement is sent on a connection that has failed (the group commit's, ADR 0034)
    new Error('Client has encountered a connection error and is not queryable'),
  ])('a database that went away is a 503, not a 500: %p', (e) => {
    expect(map(e)).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
  });

  it('anything else is a 500 that reveals nothing', () => {
    const p = map(new Error('secret internals'));
    expect(p).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(p)).not.toContain('secret');
  });
});
