import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Role } from '../../auth/principal';

/** Body of `POST /v1/clubs/{clubId}/keys`. */
export class CreateKeyDto {
  @ApiProperty({ enum: ['admin', 'scorer', 'auditor'], example: 'scorer' })
  @IsIn(['admin', 'scorer', 'auditor'])
  role!: Role;

  @ApiProperty({ example: 'table 3 score-keeper', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  label!: string;

  @ApiProperty({
    required: false,
    format: 'date-time',
    example: '2027-06-30T23:59:59Z',
    description: 'when the key stops working (must be in the future); none: it works until revoked',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}

/** Answer of `POST /v1/clubs/{clubId}/keys`: the key is shown once. */
export class KeyCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() key!: string;
  @ApiProperty({ enum: ['admin', 'scorer', 'auditor'] }) role!: Role;
  @ApiProperty() label!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expiresAt!: string | null;
}
