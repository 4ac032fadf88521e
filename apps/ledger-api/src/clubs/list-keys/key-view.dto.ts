import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../auth/principal';

/** One key as `GET /v1/clubs/{clubId}/keys` shows it: never the secret, nor its hash. */
export class KeyViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['admin', 'scorer', 'auditor'] }) role!: Role;
  @ApiProperty() label!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'coarse: updated at most every 5 minutes',
  })
  lastUsedAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revokedAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expiresAt!: string | null;
}
