import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REVOKE_OPTIONS } from '../validation/ledger-vocabulary';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/revoke-penalties`. */
export class ElectRevokePenaltyDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'N' }) @IsSeat() by!: string;
  @ApiProperty({
    format: 'uuid',
    example: '1adefe54-2786-48cc-861c-8681be61b290',
    description: 'id of the established revoke claim',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  revokeClaim!: string;
  @ApiProperty({ enum: REVOKE_OPTIONS, example: 'take-three-tricks' }) @IsIn(REVOKE_OPTIONS) option!: string;
}
