import { Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoney, type PaymentView } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { MailService } from '../../../core/mail/mail.service';
import { JobsService } from '../../../core/queue';
import { UsersService } from '../../users';
import { Payment } from '../entities/payment.entity';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The ledger as its owner sees it: payments and refunds, receipts, and the receipt mailed to whoever paid. */
@Injectable()
export class PaymentsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('billing.receipt-mail', ({ paymentId }) => this.mailReceipt(paymentId), { durable: true });
  }

  async list(userId: string): Promise<PaymentView[]> {
    const rows = await this.db.getRepository(Payment).find({ where: { userId }, order: { createdAt: 'DESC' }, take: 200 });
    return rows.map((p) => ({
      id: p.id, kind: p.kind, direction: p.direction, description: p.description, amountCents: p.amountCents, currency: p.currency,
      createdAt: p.createdAt.toISOString(), receiptUrl: `/api/billing/payments/${p.id}/receipt`,
    }));
  }

  /** A receipt as a small HTML document; someone else's answers 404 like a missing one. */
  async receipt(userId: string, paymentId: string): Promise<{ html: string; filename: string }> {
    const p = /^[0-9a-f-]{36}$/i.test(paymentId) ? await this.db.getRepository(Payment).findOne({ where: { id: paymentId, userId } }) : null;
    if (!p) throw new NotFoundException();
    const user = await this.users.findById(p.userId);
    return { html: this.render(p, user ? `${user.firstName} ${user.lastName}` : ''), filename: `receipt-${p.createdAt.toISOString().slice(0, 10)}-${p.id.slice(0, 8)}.html` };
  }

  private async mailReceipt(paymentId: string): Promise<void> {
    const p = await this.db.getRepository(Payment).findOne({ where: { id: paymentId } });
    if (!p) return;
    const user = await this.users.findById(p.userId);
    const to = p.payerEmail ?? user?.email;
    if (!to) return;
    const kind = p.direction === 'refund' ? 'Refund' : 'Receipt';
    await this.mail.send({
      to,
      subject: `${kind}: ${p.description} — ${formatMoney(p.amountCents, p.currency)}`,
      text: [
        `${kind} from Fiji Rugby Talent`,
        `For: ${user ? `${user.firstName} ${user.lastName}` : 'your account'}`,
        `${p.description}: ${formatMoney(p.amountCents, p.currency)} (${p.currency})`,
        `Date: ${p.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        `Reference: ${p.providerRef}`,
      ].join('\n'),
    });
  }

  private render(p: Payment, name: string): string {
    const kind = p.direction === 'refund' ? 'Refund' : 'Receipt';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${kind} ${escape(p.id.slice(0, 8))}</title></head><body>
<h1>Fiji Rugby Talent — ${kind}</h1>
<p>For: ${escape(name)}</p>
<table><tr><th scope="row">Item</th><td>${escape(p.description)}</td></tr>
<tr><th scope="row">Amount</th><td>${escape(formatMoney(p.amountCents, p.currency))} ${escape(p.currency)}</td></tr>
<tr><th scope="row">Date</th><td>${escape(p.createdAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</td></tr>
<tr><th scope="row">Reference</th><td>${escape(p.providerRef)}</td></tr></table>
</body></html>`;
  }
}
