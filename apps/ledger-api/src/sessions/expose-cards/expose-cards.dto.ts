import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { HOWS } from '../validation/ledger-vocabulary';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/exposures`. */
export class ExposeCardsDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'S' }) @IsSeat() seat!: string;
  @ApiProperty({ type: [String], example: ['KD'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(13)
  @IsCard({ each: true })
  cards!: string[];
  @ApiProperty({ enum: HOWS, example: 'dropped' }) @IsIn(HOWS) how!: string;
  @ApiPropertyOptional({ enum: SEAT_VALUES }) @IsOptional() @IsSeat() namedBy?: string;
}
