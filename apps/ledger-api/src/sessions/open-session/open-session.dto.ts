import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, ValidateBy, ValidationOptions } from 'class-validator';
import { VARIANT_VALUES } from '../validation/ledger-vocabulary';
import { SEAT_VALUES } from '../validation/ledger-validators';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function IsSeatMap(opts?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isSeatMap',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.keys(v).length <= 6 &&
          Object.entries(v).every(
            ([s, p]) =>
              (SEAT_VALUES as readonly string[]).includes(s) && (p === null || (typeof p === 'string' && UUID.test(p))),
          ),
        defaultMessage: () => '$property must map seats (N, E, S, W, P5, P6) to player ids (or null for a Dummy seat)',
      },
    },
    opts,
  );
}

/** Body of `POST /v1/clubs/{clubId}/sessions`. */
export class OpenSessionDto {
  @ApiProperty({ enum: VARIANT_VALUES, example: 'whist' }) @IsIn(VARIANT_VALUES) variant!: string;

  @ApiProperty({
    example: { N: '5b1c…', E: '…', S: '…', W: '…' },
    description:
      'seat → player id: N, E, S, W; hearts 3 to 6 players (N, E, S, W, P5, P6); solo-whist 3 to 5 players ' +
      "(N, E, S: 40 cards, no proposition; N, E, S, W, P5: the dealer's right sits out each deal, solo-hoffmann:p156)",
  })
  @IsSeatMap()
  seats!: Record<string, string | null>;

  @ApiPropertyOptional({
    example: { honoursMustBeClaimed: false },
    description:
      'overrides of the defaults of product.md; unknown name or value → 400. Hearts `settlement`: sweepstakes (default), howell, three-handed-excess (three players only), auction (bids at deals/{n}/bids). ' +
      'Solo-whist also takes ' +
      '`generalMisere` (off | last-trick | most-tricks: all passed, a General Misère, solo-hoffmann:p147), ' +
      '`generalMisereStake` (solo | misere) and `threeHandedPack` (forty-cards | without-clubs | without-diamonds | ' +
      'without-hearts | without-spades, solo-hoffmann:p156)',
  })
  @IsOptional()
  @IsObject()
  rules?: Record<string, unknown>;
}
