/** The reminder emails' SMTP transport (nodemailer), from SMTP_URL and MAIL_FROM; none while either is empty. */
import nodemailer from 'nodemailer';
import type { Config } from '../config';

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export const mailConfigured = (config: MailConfig): boolean => config.SMTP_URL !== '' && config.MAIL_FROM !== '';

/** A transport to the configured server, or undefined when sending is not configured. */
export function mailerOf(config: MailConfig): Mailer | undefined {
  if (!mailConfigured(config)) return undefined;
  // a server that does not answer fails the send (and its retry comes later), never holds it for minutes
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
    close: () => transport.close(),
  };
}
