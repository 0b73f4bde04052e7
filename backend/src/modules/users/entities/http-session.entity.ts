import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The express-session store table in connect-pg-simple's exact shape (its default table name
 * "session"). connect-pg-simple reads/writes it itself; the entity exists so the app can, e.g.,
 * end every session of a deleted or suspended user (`sess->'passport'->>'user'`).
 */
@Entity({ name: 'session' })
export class HttpSession {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_session_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
