/** `GET /dashboard/summary`: counts and series scoped to the caller. */
export interface DashboardSummary {
  dealers: number;
  companies: number;
  stores: { total: number; wait_activate: number; active: number; expired: number };
  /** null: unlimited (the operator). */
  remaining_quota: number | null;
  stores_by_country: { country: string; count: number }[];
  activations_by_month: { month: string; count: number }[];
}
