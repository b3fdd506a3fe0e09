/** POS versions: the record as the API answers it. Created and edited by the operator only. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, StatusValue } from '../common';

export const PLATFORMS = ['android', 'windows', 'ios'] as const;
export const PlatformValue = Type.Union(PLATFORMS.map((p) => Type.Literal(p)));

export const Version = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  version_no: Type.String(),
  platform: PlatformValue,
  download_url: Type.String(),
  release_notes: Type.String(),
  force_update: Type.Boolean(),
  status: StatusValue,
  released_at: Nullable(DateTime),
  created_at: DateTime,
});
export type Version = Static<typeof Version>;
