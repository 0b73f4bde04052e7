import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Watchlist } from './watchlist.entity';
import { Player } from '../../player/entities/player.entity';

/** watchlist_items (recruiting-side §3): key (watchlist_id, player_id). */
@Entity({ name: 'watchlist_items' })
export class WatchlistItem {
  @PrimaryColumn({ name: 'watchlist_id', type: 'uuid' })
  watchlistId: string;

  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Watchlist, (w) => w.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'watchlist_id' })
  watchlist?: Watchlist;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt: Date;
}
