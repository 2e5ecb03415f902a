import type { Mailer } from './transport.js';

declare module '../../context.js' {
  interface ModuleContextParts {
    /** Mail transport (SMTP or the built-in mailbox) the send jobs use. */
    mail: Mailer;
  }
}
