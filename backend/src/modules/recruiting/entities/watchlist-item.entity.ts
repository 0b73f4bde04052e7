import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Watchlist } from './watchlist.entity';
import type { PlayerRef } from '../../../database/entity-refs';

/** watchlist_items: key (watchlist_id, player_id). */
@Entity({ name: 'watchlist_items' })
export class WatchlistItem {
  @PrimaryColumn({ name: 'watchlist_id', type: 'uuid' })
  watchlistId: string;

  /** players.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne('Player', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerRef;

  @ManyToOne(() => Watchlist, (w) => w.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'watchlist_id' })
  watchlist?: Watchlist;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt: Date;
}
