import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST .../deals/{n}/claims`. */
export class MakeClaimDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'S' }) @IsSeat() seat!: string;

  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 0, maximum: 13 },
      { type: 'string', enum: ['rest'] },
    ],
    example: 'rest',
  })
  @ValidateBy({
    name: 'isClaimedTricks',
    validator: {
      validate: (v: unknown) => v === 'rest' || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 13),
      defaultMessage: () => 'tricks must be a whole number 0-13 or "rest"',
    },
  })
  tricks!: number | 'rest';
}
