import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** The partnerships that can claim honours. */
export const HONOURS_SIDES = ['NS', 'EW'];

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/honours`. */
export class ClaimHonoursDto {
  @ApiProperty({ enum: HONOURS_SIDES, example: 'NS', description: 'the side claiming its honours (whist-1900:51)' })
  @IsIn(HONOURS_SIDES)
  side!: string;
}
