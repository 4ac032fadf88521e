import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI shape of a session. */
export class SessionBodyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'whist' }) variant!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'uuid', nullable: true },
    description: 'seat → player id (null: Dummy)',
    example: {
      N: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
      E: '4a2d3b0f-9c8e-4d7f-8a1b-2c3d4e5f6071',
      S: '5b3e4c1a-0d9f-4e8a-9b2c-3d4e5f607182',
      W: '6c4f5d2b-1e0a-4f9b-8c3d-4e5f60718293',
    },
  })
  seats!: Record<string, string | null>;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { honoursMustBeClaimed: false } }) rules!: Record<
    string,
    unknown
  >;
  @ApiProperty({ example: 'open' }) status!: string;
  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      properties: { number: { type: 'integer' }, status: { type: 'string' } },
      required: ['number', 'status'],
    },
    example: [{ number: 1, status: 'settled' }],
  })
  deals!: { number: number; status: string }[];
  @ApiProperty({ type: 'integer', example: 1 }) version!: number;
}
