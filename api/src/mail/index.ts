export { sendMail, type MailMessage, type MailAttachment, type SentMail, type MailerHost } from './send-mail';
export { listOutbox, readOutboxMessage, readOutboxRaw, type OutboxEntry, type OutboxMessage } from './outbox';
