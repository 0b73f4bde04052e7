/**
 * Every job the application enqueues, with its payload. The server refuses to start when one of
 * these has no registered handler (JobsService.onApplicationBootstrap), so a job can never be
 * queued into the void. Add a line here when a module adds a job.
 */
export interface JobPayloads {
  /** Contact Us: confirmation to the sender + a copy to SUPPORT_EMAIL (feedback module). */
  'mail.contact': { submissionId: string };
  /** Poster + 360p H.264/AAC MP4 (video) or WebP sizes (image) of one highlight (player module, media). */
  'media.transcode': { highlightId: string };
  /** A deleted account's stored files (player module). */
  'media.purge': { files: string[]; folders: string[] };
  /** A contact request to a player under 18, mailed to the guardian email (recruiting module). */
  'mail.guardian-contact': { contactRequestId: string };
  /** Apply one stored payment-provider event (billing module). */
  'billing.apply-event': { eventRowId: string };
  /** End the provider's subscription of a plan that ended here, retried until the provider answers (billing module). */
  'billing.cancel-at-provider': { provider: string; providerSubscriptionId: string };
  /** A receipt mailed to whoever paid (billing module). */
  'billing.receipt-mail': { paymentId: string };
  /** One mail of the mentoring area: bookings, guardian approvals, reminders (mentoring module). */
  'mentoring.mail': { to: string; subject: string; text: string };
  /** A session's reminder before its start, to both sides (and the guardian of a minor) (mentoring module). */
  'mentoring.session-reminder': { sessionId: string; hours: number };
  /** Refund a highlight feedback no mentor answered within 72 hours (mentoring module). */
  'mentoring.feedback-refund': { requestId: string };
  /** One notification to many users (notifications module). */
  'notifications.fanout': {
    userIds: string[];
    type: string;
    title: string;
    message: string;
    relatedUserId?: string | null;
    relatedPlayerId?: string | null;
    relatedHighlightId?: string | null;
  };
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = ['billing.apply-event', 'billing.cancel-at-provider', 'billing.receipt-mail', 'mail.contact', 'mail.guardian-contact', 'media.purge', 'media.transcode', 'mentoring.feedback-refund', 'mentoring.mail', 'mentoring.session-reminder', 'notifications.fanout'];
