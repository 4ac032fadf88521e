import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI shape of a recorded fact's answer. */
export class WriteResponseDto {
  @ApiProperty({ type: 'integer', example: 14, description: 'the stream version after the write (also the ETag)' })
  version!: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    example: [{ type: 'CardPlayed', deal: 1, seat: 'E', card: 'QH', trick: 2 }],
  })
  events!: object[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: 'irregularities recorded by this write, with the remedies the code gives',
  })
  irregularities!: object[];
}
