import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CALLS, CORRECTIONS, HOWS, PENALTY_KINDS, REVOKE_OPTIONS } from '../validation/ledger-vocabulary';
import { IsCard, IsHandsBySeat, IsSeat, IsTrickTotals, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/plays`. */
export class PlayCardDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({ example: 'QH' }) @IsCard() card!: string;
}
