import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

import { IsHandsBySeat, IsTrickTotals } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/abandonment`. */
export class AbandonHandDto {
  @ApiPropertyOptional({
    example: { NS: 5, EW: 8 },
    description: 'the result claimed and admitted: {NS, EW} or per seat',
  })
  @IsOptional()
  @IsTrickTotals()
  tricks?: Record<string, number>;
  @ApiPropertyOptional({ example: { N: 'AK..Q.' }, description: 'the cards shown, by seat' })
  @IsOptional()
  @IsHandsBySeat()
  faceUp?: Record<string, string | string[]>;
}
