import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml written when SMTP_URL is unset. */
  file?: string;
}

/**
 * Outgoing mail. SMTP_URL set: nodemailer over SMTP. Unset: each message is rendered by
 * nodemailer's stream transport and written to DATA_DIR/mail/*.eml, so a laptop needs no mail
 * server and a developer can open what would have been sent.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly mailDir: string;

  constructor(private readonly config: AppConfig) {
    this.mailDir = join(config.dataDir, 'mail');
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode(): 'smtp' | 'files' {
    return this.config.smtpUrl ? 'smtp' : 'files';
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.config.smtpUrl) return { messageId: info.messageId };
    await mkdir(this.mailDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.mailDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`Mail to ${message.to} written to ${file}`);
    return { messageId: info.messageId, file };
  }
}
