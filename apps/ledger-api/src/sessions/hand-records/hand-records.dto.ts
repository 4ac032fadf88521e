import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Body of `POST /v1/sessions/{sessionId}/hand-records` as JSON (the same PBN may come as `text/plain`). */
export class HandRecordsDto {
  @ApiProperty({ description: 'a PBN file (hand records), at most 1 MB', example: '[Board "1"]\n[Dealer "N"]\n…' })
  pbn!: string;

  @ApiPropertyOptional({
    description: 'the board to take (default: the number of the deal being started)',
    minimum: 1,
    type: 'integer',
  })
  board?: number;
}

/** The largest hand-record file accepted, in bytes (1 MiB). */
export const HAND_RECORDS_LIMIT = 1024 * 1024;
