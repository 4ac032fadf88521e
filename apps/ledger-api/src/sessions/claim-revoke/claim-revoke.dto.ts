import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST .../deals/{n}/revoke-claims`. */
export class ClaimRevokeDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'N' }) @IsSeat() by!: string;
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() against!: string;
  @ApiPropertyOptional({ example: 4, description: 'the trick of the alleged revoke' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(13)
  trick?: number;
}
