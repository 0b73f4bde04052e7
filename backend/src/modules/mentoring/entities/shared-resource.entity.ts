import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MentoringResource } from './mentoring-resource.entity';
import { MentoringRelationship } from './mentoring-relationship.entity';

/** shared_resources: key (resource_id, relationship_id). */
@Entity({ name: 'shared_resources' })
export class SharedResource {
  @PrimaryColumn({ name: 'resource_id', type: 'uuid' })
  resourceId: string;

  @PrimaryColumn({ name: 'relationship_id', type: 'uuid' })
  relationshipId: string;

  @ManyToOne(() => MentoringResource, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resource_id' })
  resource?: MentoringResource;

  @ManyToOne(() => MentoringRelationship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relationship_id' })
  relationship?: MentoringRelationship;

  @Column({ name: 'shared_at', type: 'timestamptz', default: () => 'now()' })
  sharedAt: Date;

  @Column({ name: 'accessed_at', type: 'timestamptz', nullable: true })
  accessedAt: Date | null;
}
