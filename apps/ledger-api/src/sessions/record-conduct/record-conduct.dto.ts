import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Facts of conduct the laws penalise (looking at a quitted trick, calling attention, asking partner, Dummy suggesting). */
export const CONDUCT_KINDS = [
  'looked-at-trick',
  'called-attention',
  'asked-partner',
  'dummy-suggested',
  'misdeal',
  'wrong-card-count',
  'doubling-consultation',
];

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/irregularities`. */
export class RecordConductDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({
    enum: CONDUCT_KINDS,
    example: 'asked-partner',
    description:
      'doubling-consultation (bridge-1904:58): partners consulted as to doubling; seat is one of them, recorded between the declaration and the first lead',
  })
  @IsIn(CONDUCT_KINDS)
  kind!: string;
  @ApiPropertyOptional({
    example: 'KD',
    description: 'the card Dummy suggested (dummy-suggested), or the card found faced in the pack (misdeal)',
  })
  @IsOptional()
  @IsCard()
  card?: string;
  @ApiPropertyOptional({
    enum: SEAT_VALUES,
    isArray: true,
    example: ['E', 'W'],
    description: 'wrong-card-count: every hand found short or long (solo-hoffmann:p154)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsSeat({ each: true })
  seats?: string[];
}
