/** One mail as GET /api/dev/mailbox lists it. */
export interface MailSummary {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: 'pending' | 'sent' | 'failed';
  transport: string | null;
  attempts: number;
  last_error: string | null;
  links: string[];
  created_at: string;
  sent_at: string | null;
}

/** GET /api/dev/mailbox/:id */
export interface MailMessage extends MailSummary {
  html: string;
  text: string;
}
