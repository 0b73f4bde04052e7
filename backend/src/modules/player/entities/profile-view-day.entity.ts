import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { USER_ROLES, type UserRole } from '@fiji/contracts';
import { Player } from './player.entity';

/**
 * profile_view_days: counted profile views per player, Fiji day, viewer role and viewer province
 * (docs/billing.md "Pro analytics"). Written in the statement that counts a view; never names the viewer.
 */
@Entity({ name: 'profile_view_days' })
@Unique('uq_profile_view_days', ['playerId', 'day', 'viewerRole', 'viewerProvince'])
export class ProfileViewDay {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  /** A Fiji calendar day (Pacific/Fiji), YYYY-MM-DD. */
  @Column({ type: 'date' })
  day: string;

  @Column({ name: 'viewer_role', type: 'enum', enumName: 'user_role', enum: USER_ROLES })
  viewerRole: UserRole;

  @Column({ name: 'viewer_province', type: 'text' })
  viewerProvince: string;

  @Column({ type: 'int', default: 0 })
  views: number;
}
