import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PENALTY_KINDS } from '../validation/ledger-vocabulary';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/penalties`. */
export class ElectPenaltyDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'N' }) @IsSeat() by!: string;
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() against!: string;
  @ApiProperty({
    enum: PENALTY_KINDS,
    example: 'call-suit',
    description:
      'bridge-1904 declaration and doubling irregularities: new-deal or declaration-stands (49), new-deal or partner-declares (50), new-deal (51), double-stands or double-not-accepted (57-58)',
  })
  @IsIn(PENALTY_KINDS)
  kind!: string;
  @ApiPropertyOptional({ example: 'KD' }) @IsOptional() @IsCard() card?: string;
  @ApiPropertyOptional({ enum: ['S', 'H', 'D', 'C'] }) @IsOptional() @IsIn(['S', 'H', 'D', 'C']) suit?: string;
  @ApiPropertyOptional({ description: 'id of the irregularity (default: the latest one against that seat)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  forIrregularity?: string;
}
