import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member of a club who sits at tables. */
@Entity('players')
export class PlayerEntity {
  @PrimaryColumn('uuid', { name: 'club_id' }) clubId!: string;
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
