import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** The suits that can be named to be avoided. */
export const AVOIDABLE_SUITS = ['S', 'H', 'D', 'C'];

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/avoided-suit`. */
export class NameAvoidedSuitDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E', description: 'the highest bidder' }) @IsSeat() seat!: string;
  @ApiProperty({ enum: AVOIDABLE_SUITS, example: 'C', description: 'the suit to be avoided (hearts-foster:p310)' })
  @IsIn(AVOIDABLE_SUITS)
  suit!: string;
}
