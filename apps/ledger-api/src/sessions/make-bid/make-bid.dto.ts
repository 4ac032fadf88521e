import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/bids`. */
export class MakeBidDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({
    example: 3,
    minimum: 0,
    maximum: 1000,
    description: 'counters the player will pay into the pool to name the suit to avoid; 0 is no bid (hearts-foster:30)',
  })
  @IsInt()
  @Min(0)
  @Max(1000)
  counters!: number;
}
