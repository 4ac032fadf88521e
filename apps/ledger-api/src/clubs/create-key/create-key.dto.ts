import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
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
}

/** Answer of `POST /v1/clubs/{clubId}/keys`: the key is shown once. */
export class KeyCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() key!: string;
  @ApiProperty({ enum: ['admin', 'scorer', 'auditor'] }) role!: Role;
  @ApiProperty() label!: string;
}
