import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Facts of conduct the laws penalise (looking at a quitted trick, calling attention, asking partner, Dummy suggesting). */
export const CONDUCT_KINDS = ['looked-at-trick', 'called-attention', 'asked-partner', 'dummy-suggested'];

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/irregularities`. */
export class RecordConductDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({ enum: CONDUCT_KINDS, example: 'asked-partner' }) @IsIn(CONDUCT_KINDS) kind!: string;
  @ApiPropertyOptional({ example: 'KD', description: 'the card Dummy suggested (dummy-suggested)' }) @IsOptional() @IsCard() card?: string;
}
