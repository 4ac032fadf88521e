import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A club: the tenant that owns keys, players and sessions. */
@Entity('clubs')
export class ClubEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
