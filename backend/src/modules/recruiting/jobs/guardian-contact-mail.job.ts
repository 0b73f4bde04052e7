import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { displayName, ROLE_LABELS } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { JobsService } from '../../../core/queue/jobs.service';
import { ContactRequest } from '../entities/contact-request.entity';
import { RecruitingPlayersService } from '../services/recruiting-players.service';

/**
 * mail.guardian-contact (docs/decisions.md safeguarding): a contact request to a player under 18 is also
 * sent to the guardian email. Durable (job_records), so an accepted request is mailed across restarts;
 * a request withdrawn before the job runs is not mailed.
 */
@Injectable()
export class GuardianContactMailJob implements OnModuleInit {
  private readonly logger = new Logger('GuardianContactMailJob');

  constructor(
    @InjectRepository(ContactRequest) private readonly requests: Repository<ContactRequest>,
    private readonly players: RecruitingPlayersService,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register('mail.guardian-contact', ({ contactRequestId }) => this.run(contactRequestId), {
      durable: true,
      attempts: 5,
      backoffMs: 2000,
    });
  }

  async run(contactRequestId: string): Promise<void> {
    const request = await this.requests.findOne({ where: { id: contactRequestId }, relations: { fromUser: true } });
    const player = request?.playerId ? await this.players.forSafeguarding(request.playerId) : null;
    if (!request || !player?.guardianEmail) {
      this.logger.warn(`Contact request ${contactRequestId}: nothing to mail (withdrawn, or no guardian email)`);
      return;
    }
    const sender = displayName(request.fromUser, 'A user');
    const role = request.fromUser ? ROLE_LABELS[request.fromUser.role] : 'user';
    await this.mail.send({
      to: player.guardianEmail,
      subject: `Contact request for ${player.firstName} on Fiji Rugby Talent`,
      text: [
        'Bula,',
        '',
        `${sender} (${role}) has sent a contact request to ${displayName(player)}, for whom you are the registered parent or guardian.`,
        '',
        'Their message:',
        request.message,
        '',
        `${player.firstName}'s email and phone stay hidden from them unless ${player.firstName} approves the request.`,
        `${player.firstName} can approve or decline it at ${this.config.publicUrl}/contact-requests — declining is always possible.`,
        '',
        `If you have concerns, reply to this email or write to ${this.config.supportEmail}.`,
        '',
        'Fiji Rugby Talent',
      ].join('\n'),
      replyTo: this.config.supportEmail,
    });
  }
}
