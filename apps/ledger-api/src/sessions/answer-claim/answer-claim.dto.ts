import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** Body of `POST .../deals/{n}/claims/{id}/responses`. */
export class AnswerClaimDto {
  @ApiProperty({ enum: SEAT_VALUES, example: 'E' }) @IsSeat() seat!: string;
  @ApiProperty({ example: true }) @IsBoolean() accept!: boolean;
}
