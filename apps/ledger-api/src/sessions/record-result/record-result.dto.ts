import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsArray, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * Body of `POST /v1/sessions/{sessionId}/deals/{n}/result` (api.md "Result-only deals"). The fields used
 * depend on the variant; the laws check the result could have happened (422 otherwise).
 */
export class RecordResultDto {
  @ApiPropertyOptional({
    oneOf: [
      { type: 'object', additionalProperties: { type: 'integer' } },
      { type: 'integer', minimum: 0, maximum: 13 },
    ],
    example: { NS: 8, EW: 5 },
    description:
      "whist, dummy-whist, bridge-1904: tricks per side {NS, EW}, 13 in all; solo-whist: the caller's side's tricks (a number)",
  })
  @IsOptional()
  @Allow() // an object or a number by variant: the laws check its shape (400) and whether it can have happened (422)
  tricks?: Record<string, number> | number;

  @ApiPropertyOptional({
    example: { NS: 4 },
    description:
      'whist, dummy-whist: {NS|EW: 2|4}, the one side that scored honours (whist-1900:48); bridge-1904: honours held per seat {N, E, S, W}, five in all (four aces at NT)',
  })
  @IsOptional()
  @IsObject()
  honours?: Record<string, number>;

  @ApiPropertyOptional({ example: 'H', description: 'bridge-1904: the declaration, S H D C or NT' })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  declaration?: string;

  @ApiPropertyOptional({ example: 'N', description: "bridge-1904: the declarer, the dealer or the dealer's partner" })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  declarer?: string;

  @ApiPropertyOptional({ example: 0, description: 'bridge-1904: doublings (0 none, 1 doubled, 2 redoubled, …)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(16)
  doublings?: number;

  @ApiPropertyOptional({ example: ['E'], description: 'bridge-1904: seats that held no trump (chicane)' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  chicane?: string[];

  @ApiPropertyOptional({ example: 'solo', description: 'solo-whist: the winning call' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  call?: string;

  @ApiPropertyOptional({ example: 'E', description: 'solo-whist: the caller (the proposer in a proposal)' })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  caller?: string;

  @ApiPropertyOptional({ example: 'W', description: 'solo-whist: the acceptor of a proposal' })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  partner?: string;

  @ApiPropertyOptional({
    example: { N: 3, E: 0, S: 6, W: 4 },
    description: 'hearts: hearts taken per seat, every heart of the pack in all',
  })
  @IsOptional()
  @IsObject()
  hearts?: Record<string, number>;
}
