/**
 * Settings of the reminder emails, read with the rest of the configuration (server/config.ts spreads
 * them into its schema). Nothing is sent while SMTP_URL or MAIL_FROM is empty.
 */
import { Type } from '@sinclair/typebox';

export const mailSettings = {
  SMTP_URL: Type.String({
    pattern: '^$|^smtps?://\\S+$',
    default: '',
    description: 'the SMTP server of the reminder emails, smtp://user:password@host:587 or smtps://...:465; empty: no email is sent',
  }),
  MAIL_FROM: Type.String({
    maxLength: 200,
    default: '',
    description: 'the From address of the reminder emails, e.g. "Distributor Admin <admin@example.com>"; empty: no email is sent',
  }),
  DIGEST_CHECK_EVERY: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 60,
    description: 'seconds between two looks for digests due; a failed send is retried after 1, 2, 4, ... times this, 6 tries in all',
  }),
};
