import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CORRECTIONS } from '../validation/ledger-vocabulary';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/corrections`. */
export class CorrectPlayDto {
  @ApiProperty({ enum: CORRECTIONS, example: 'revoke-corrected' }) @IsIn(CORRECTIONS) kind!: string;
  @ApiPropertyOptional({ enum: SEAT_VALUES }) @IsOptional() @IsSeat() seat?: string;
  @ApiPropertyOptional({ example: '5H' }) @IsOptional() @IsCard() card?: string;
  @ApiPropertyOptional({ enum: SEAT_VALUES }) @IsOptional() @IsSeat() from?: string;
}
