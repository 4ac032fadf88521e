import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The club log's latest signed checkpoint as the verification reports it. */
export class VerificationCheckpointDto {
  @ApiProperty({ type: 'integer', minimum: 0 }) size!: number;
  @ApiProperty({ description: 'the first 16 hex digits of the signed root' }) root16!: string;
  @ApiProperty({ format: 'date-time' }) signedAt!: string;
  @ApiProperty({ description: 'its note verifies with the key served at …/log/key and matches the stored row' })
  signatureValid!: boolean;
}

/** What the server checked of the session against the club's log. */
export class VerificationLogDto {
  // Written out, not a $ref: OpenAPI 3.0's `nullable` beside an `allOf` of a $ref does not admit null, and
  // before the club's first signed checkpoint (or while the sequencer catches up) this is null.
  @ApiProperty({
    type: 'object',
    nullable: true,
    description: "the club log's latest signed checkpoint; null before the first one is signed",
    properties: {
      size: { type: 'integer', minimum: 0 },
      root16: { type: 'string', description: 'the first 16 hex digits of the signed root' },
      signedAt: { type: 'string', format: 'date-time' },
      signatureValid: {
        type: 'boolean',
        description: 'its note verifies with the key served at …/log/key and matches the stored row',
      },
    },
    required: ['size', 'root16', 'signedAt', 'signatureValid'],
  })
  checkpoint!: VerificationCheckpointDto | null;
  @ApiProperty({
    type: 'integer',
    description: 'events proved leaves of that checkpoint (hash at the leaf, inclusion proof to the signed root)',
  })
  eventsInCheckpoint!: number;
  @ApiProperty({ type: 'integer', description: 'events sequenced after it, or not yet (covered within seconds)' })
  eventsAfterCheckpoint!: number;
  @ApiProperty({ description: 'every leaf naming the session names a stored event with its hash, every proof holds' })
  leavesMatch!: boolean;
  @ApiPropertyOptional({
    type: 'integer',
    description: 'the first version that disagrees with the log (rewritten, removed or unprovable)',
  })
  firstLeafMismatchVersion?: number;
}

/** `GET /v1/sessions/{id}/verification`: the server's own check, and what it cannot prove. */
export class VerificationDto {
  @ApiProperty({ description: "each event's hash recomputed from its content and the previous hash" })
  chainValid!: boolean;
  @ApiProperty({ type: 'integer' }) eventsChecked!: number;
  @ApiProperty({ description: 'replaying the events gives the stored projections' }) replayMatches!: boolean;
  @ApiPropertyOptional({ type: 'integer' }) firstBadVersion?: number;
  @ApiPropertyOptional({ type: [String] }) mismatches?: string[];
  @ApiProperty({ type: VerificationLogDto }) log!: VerificationLogDto;
  @ApiProperty({
    description:
      'what the server cannot prove alone: a server that rewrote its own tables with the key would still say valid; only `npx ledger audit` against a kept checkpoint proves it',
  })
  limits!: string;
}
