import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

/** One message as the outbox worker hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row's id. */
  id: number;
  /** The outbox row's random message id: the Message-ID, the same on a resend after a crash. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

/**
 * Where mail goes. `smtp` hands it to a real server; `mailbox` keeps it in the database (the
 * outbox rows are the built-in mailbox shown at /dev/mailbox), so delivering is a no-op and the
 * worker only marks the row sent.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves when the message was accepted; rejects (to be retried) otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox' as const;
  async send(): Promise<void> {
    // The row itself is the delivered message.
  }
  close(): void {}
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;
  private readonly messageIdHost: string;

  constructor(smtpUrl: string, appUrl: string, requireTls = false) {
    // Short timeouts: the worker leases a row for a few minutes, and a send must finish (or
    // fail and be retried) well within the lease. nodemailer's default socket timeout is 10 min.
    // Settings in the URL's query (e.g. ?pool=true) still win over these.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      // STARTTLS or no mail: a server that does not offer it is refused before AUTH.
      requireTLS: requireTls,
    });
    this.messageIdHost = new URL(appUrl).hostname || 'campconcierge.local';
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${mail.messageId}@${this.messageIdHost}>`,
      headers: { 'X-Camp-Template': mail.template },
    });
  }

  close(): void {
    this.transporter.close();
  }
}

export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'APP_URL' | 'SMTP_REQUIRE_TLS'>,
): MailTransport {
  return config.SMTP_URL
    ? new SmtpTransport(config.SMTP_URL, config.APP_URL, config.SMTP_REQUIRE_TLS)
    : new MailboxTransport();
}

/** The mail part of the app context: the transport the send jobs hand each mail to. */
export interface Mailer {
  transport: MailTransport;
}

export function createMailer(transport: MailTransport): Mailer {
  return { transport };
}
