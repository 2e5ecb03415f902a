// Public entry of the mail module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { clearMailbox, enqueueMail, getMailboxMessage, listMailbox } from './service.js';
export { createMailTransport, createMailer } from './transport.js';
export { requeueMailTask, sendMailTask } from './worker.js';
