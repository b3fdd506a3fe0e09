/**
 * The reminders (docs/domain.md, Reminders): the header bell's items, a dealer's thresholds and an
 * admin's email digest. Shared by the server (its schemas) and the web app.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, strict } from './common';

/** A licence is reminded of when it enters each of these windows (days before its end). */
export const EXPIRY_WINDOWS = [30, 7, 1] as const;
/** How far back "expired since the last visit" looks at most. */
export const EXPIRED_LOOKBACK_DAYS = 30;

export const ReminderKind = Type.Union([
  Type.Literal('expiring'),
  Type.Literal('expired'),
  Type.Literal('quota_low'),
  Type.Literal('sms_low'),
]);
export type ReminderKind = Static<typeof ReminderKind>;

export const ReminderItem = Type.Object({
  /** Stable for one item and day: `expiring:7:2026-12-05`, `expired:2026-11-27`, `quota_low:4:2026-11-28`. */
  key: Type.String(),
  kind: ReminderKind,
  /** The day the item is about: the licences' last day, the day they ended, or today for a balance. */
  day: DateOnly,
  /** expiring: the window (30, 7 or 1) the licences are in; their list is the stores expiring within `days`. */
  window: Type.Union([Type.Integer(), Type.Null()]),
  /** expiring: days from now to the end of `day` (the store list's "Expiring within" filter). */
  days: Type.Union([Type.Integer(), Type.Null()]),
  /** Stores of the item (expiring, expired), first names in `stores`. */
  count: Type.Integer(),
  stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** quota_low, sms_low: the dealer, its balance and threshold. */
  org_id: Type.Union([Type.Integer(), Type.Null()]),
  org_name: Type.Union([Type.String(), Type.Null()]),
  balance: Type.Union([Type.Integer(), Type.Null()]),
  threshold: Type.Union([Type.Integer(), Type.Null()]),
  read: Type.Boolean(),
});
export type ReminderItem = Static<typeof ReminderItem>;

export const ReminderList = Type.Object({ items: Type.Array(ReminderItem), unread: Type.Integer() });
export type ReminderList = Static<typeof ReminderList>;

export const ReminderUnread = Type.Object({ unread: Type.Integer() });

export const ReminderRead = Type.Union([
  Type.Object({ keys: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { minItems: 1, maxItems: 200 }) }, strict),
  Type.Object({ all: Type.Literal(true) }, strict),
]);

/** `HH:MM` on the dealer's country's clock. */
export const DigestTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', minLength: 5, maxLength: 5 });
const Threshold = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

export const ReminderSetting = Type.Object({
  /** Below this many unused accounts the bell warns (0: never). */
  quota_threshold: Threshold,
  /** Below this SMS balance the bell warns (0: never). */
  sms_threshold: Threshold,
  digest_time: DigestTime,
  /** The dealer's country's time zone, which `digest_time` is on. */
  timezone: Type.String(),
});
export type ReminderSetting = Static<typeof ReminderSetting>;

export const ReminderSettingUpdate = Type.Object(
  { quota_threshold: Type.Optional(Threshold), sms_threshold: Type.Optional(Threshold), digest_time: Type.Optional(DigestTime) },
  strict,
);

export const DigestSetting = Type.Object({
  enabled: Type.Boolean(),
  /** The language the digest is written in: the one the account chose it in. */
  lang: Type.String(),
  /** False while the operator has not configured sending (SMTP_URL, MAIL_FROM): nothing is sent. */
  available: Type.Boolean(),
  /** The account's email address, where the digest goes ('' : none, nothing is sent). */
  email: Type.String(),
  digest_time: DigestTime,
  timezone: Type.String(),
});
export type DigestSetting = Static<typeof DigestSetting>;

export const DigestUpdate = Type.Object({ enabled: Type.Boolean() }, strict);
