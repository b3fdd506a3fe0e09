/**
 * `GET /dashboard/summary`: what a dealer looks at every morning, scoped to what the caller sees.
 * Shared by the server (its response schema) and the dashboard page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from './common';

const Count = Type.Integer();
const MonthCount = Type.Object({ month: Type.String({ description: 'YYYY-MM' }), count: Count });

export const DashboardSummary = Type.Object({
  dealers: Count,
  companies: Count,
  stores: Type.Object({ total: Count, wait_activate: Count, active: Count, expired: Count }),
  /** The caller's org's unused accounts; null for the operator (unlimited). */
  remaining_quota: Nullable(Count),
  /** Accounts the caller's org holds in all, gave to its direct children, and used for its stores' licences. */
  accounts: Type.Object({ held: Nullable(Count), allocated: Count, used: Count }),
  stores_by_country: Type.Array(Type.Object({ country: Type.String(), count: Count })),
  /** Twelve months, oldest first. */
  activations_by_month: Type.Array(MonthCount),
  new_stores_by_month: Type.Array(MonthCount),
  /** Order revenue over the last twelve months, per country in its own currency (cents). */
  revenue_by_country: Type.Array(Type.Object({ country: Type.String(), currency: Type.String(), amount: Type.Integer() })),
  /** Active stores whose licence ends within 30 days, soonest first (at most 20). */
  expiring: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      /** The dealer whose accounts a renewal uses. */
      org_id: Type.Integer(),
      company_name: Type.String(),
      org_name: Type.String(),
      country: Type.String(),
      expire_at: DateTime,
    }),
  ),
  expiring_total: Count,
});
export type DashboardSummary = Static<typeof DashboardSummary>;
