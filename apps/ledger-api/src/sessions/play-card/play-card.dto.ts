import { ApiProperty } from '@nestjs/swagger';

import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/plays`. */
export class PlayCardDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({ example: 'QH' }) @IsCard() card!: string;
}
