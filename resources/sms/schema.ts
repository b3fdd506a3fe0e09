/**
 * SMS movements (docs/domain.md, SMS): a recharge moves SMS from the caller's org to a brand it sees;
 * a top-up moves them from a dealer (or the operator, whose supply is unlimited) to its direct child.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, strict } from '../common';

export const SMS_KINDS = ['recharge', 'topup'] as const;
export const SmsKind = Type.Union(SMS_KINDS.map((k) => Type.Literal(k)));

/** A brand whose balance is under this is shown with a warning. */
export const SMS_LOW_BALANCE = 200;
export const SMS_COUNT_MAX = 1_000_000;

export const SmsRecord = Type.Object({
  id: Type.Integer(),
  kind: SmsKind,
  /** The org that paid. */
  org_id: Type.Integer(),
  org_name: Type.String(),
  /** The brand recharged, or … */
  company_id: Nullable(Type.Integer()),
  company_name: Nullable(Type.String()),
  /** … the dealer topped up. */
  to_org_id: Nullable(Type.Integer()),
  to_org_name: Nullable(Type.String()),
  count: Type.Integer(),
  /** The payer's balance after the movement; null for the operator (unlimited), and to callers below the payer (server/routes/sms/repository.ts). */
  org_balance_after: Nullable(Type.Integer()),
  /** The receiver's balance after the movement. */
  target_balance_after: Type.Integer(),
  staff_id: Nullable(Type.Integer()),
  staff_name: Nullable(Type.String()),
  created_at: DateTime,
});
export type SmsRecord = Static<typeof SmsRecord>;

/** How many SMS a recharge or a top-up moves. */
export const SmsCount = Type.Integer({ minimum: 1, maximum: SMS_COUNT_MAX });

export const SmsRecharge = Type.Object({ company_id: Id, count: SmsCount }, strict);
export type SmsRecharge = Static<typeof SmsRecharge>;

export const SmsTopUp = Type.Object({ org_id: Id, count: SmsCount }, strict);
export type SmsTopUp = Static<typeof SmsTopUp>;
