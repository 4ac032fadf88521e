import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsObject, IsString, MaxLength, Min } from 'class-validator';

/** Body of `POST /v1/sessions/{sessionId}/rulings`. */
export class RecordRulingDto {
  @ApiProperty({ example: 3 }) @IsInt() @Min(1) deal!: number;
  @ApiProperty({ example: 'Committee: the revoke penalty was wrongly taken.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  reason!: string;
  @ApiProperty({
    example: { points: { NS: -2, EW: 2 } },
    description: 'the adjustment to the settlement (shape per variant)',
  })
  @IsObject()
  adjustment!: Record<string, unknown>;
}
