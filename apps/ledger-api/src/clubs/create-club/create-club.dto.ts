import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Body of `POST /v1/clubs`. */
export class CreateClubDto {
  @ApiProperty({ example: 'The Portland Whist Club', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;
}

/** Answer of `POST /v1/clubs`: the admin key is shown once and never again. */
export class ClubCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The first admin key; store it, it is not shown again.' }) adminKey!: string;
}
