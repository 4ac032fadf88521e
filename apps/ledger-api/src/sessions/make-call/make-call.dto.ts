import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CALLS } from '../validation/ledger-vocabulary';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/calls`. */
export class MakeCallDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({
    example: 'solo',
    description:
      'solo-whist: pass, proposal, acceptance, solo, misere, abondance, misere-ouverte, abondance-declaree; bridge-1904: declare, leave-it (by the wrong player: recorded with an irregularity, bridge-1904:49-51), then double, may-i-lead, yes, redouble, satisfied (bridge-1904:54-58; a double or redouble out of turn is recorded with an irregularity for the decision of bridge-1904:57-58; after a lead by the eldest hand, until the next card, bridge-1904:59)',
  })
  @IsIn(CALLS)
  call!: string;
  @ApiPropertyOptional({ enum: ['S', 'H', 'D', 'C', 'NT'] })
  @IsOptional()
  @IsIn(['S', 'H', 'D', 'C', 'NT'])
  trumpSuit?: string;
}
