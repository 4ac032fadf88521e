import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Body of `POST /v1/clubs/{clubId}/players`. */
export class CreatePlayerDto {
  @ApiProperty({ example: 'Mrs. Battle', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;
}

/** A player as the API shows it. */
export class PlayerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}
