import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '../auth/principal';

/** A club's API key: only the SHA-256 of the key is kept. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn('uuid', { name: 'club_id' }) clubId!: string;
  @PrimaryColumn('uuid') id!: string;
  @Column('text') role!: Role;
  @Column('text') label!: string;
  @Column('bytea', { name: 'key_hash' }) keyHash!: Buffer;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt!: Date | null;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt!: Date | null;
}
