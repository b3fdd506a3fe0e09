/**
 * Who disabled a dealer, and who may enable it again (docs/domain.md, Organisations): a disable holds
 * at the level that made it, so a dealer the operator disabled is enabled again only by the operator.
 * The server refuses (1003) what this rule refuses; the web app offers Enable only where it allows.
 */
import { Type, type Static } from '@sinclair/typebox';

export const DisabledBy = Type.Union([Type.Literal('operator'), Type.Literal('dealer')]);
export type DisabledBy = Static<typeof DisabledBy>;

/** The org level each disabler acts at (the server's `disabled_by_level`: 0 the operator, else a dealer). */
const LEVEL: Record<DisabledBy, number> = { operator: 0, dealer: 1 };

/** Whether a user of org level `actorLevel` may enable a dealer disabled by `disabledBy` (null: anyone who may toggle it). */
export function mayEnable(actorLevel: number, disabledBy: DisabledBy | null | undefined): boolean {
  return disabledBy === null || disabledBy === undefined || LEVEL[disabledBy] >= actorLevel;
}
