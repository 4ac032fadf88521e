import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI shape of a session. */
export class SessionBodyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'whist' }) variant!: string;
  @ApiProperty({ example: { N: 'uuid', E: 'uuid', S: 'uuid', W: 'uuid' } }) seats!: Record<string, string | null>;
  @ApiProperty({ example: { honoursMustBeClaimed: false } }) rules!: Record<string, unknown>;
  @ApiProperty({ example: 'open' }) status!: string;
  @ApiProperty({ example: [{ number: 1, status: 'settled' }] }) deals!: { number: number; status: string }[];
  @ApiProperty({ example: 1 }) version!: number;
}
