import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsCard, IsHandsBySeat, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals`. */
export class StartDealDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'S' }) @IsSeat() dealer!: string;

  @ApiPropertyOptional({
    example: { N: 'AKQ.JT9.8765.432' },
    description:
      'hands as dealt (must form a perfect pack); omitted → rebuilt from the play. Solo whist for five: no hand for ' +
      "the dealer's right, who sits out; for three: 13 each from 40 cards, the 40th the turned card (solo-hoffmann:p156)",
  })
  @IsOptional()
  @IsHandsBySeat()
  hands?: Record<string, string | string[]>;

  @ApiPropertyOptional({
    example: '7D',
    description:
      "the dealer's turned card (whist, dummy-whist, solo-whist; three-handed solo: the 40th card, no one's)",
  })
  @IsOptional()
  @IsCard()
  trumpCard?: string;

  @ApiPropertyOptional({ enum: ['S', 'H', 'D', 'C'] }) @IsOptional() @IsIn(['S', 'H', 'D', 'C']) trumpSuit?: string;
}
