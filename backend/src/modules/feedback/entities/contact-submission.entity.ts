import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** contact_submissions: the public Contact Us form; status starts 'new'. */
@Entity({ name: 'contact_submissions' })
export class ContactSubmission {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  @Column({ type: 'text', default: 'new' })
  status: string;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
