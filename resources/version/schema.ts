/** POS versions: the record as the API answers it, and the bodies of create and update (operator only). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, StatusValue, strict, Text, UpdateBody } from '../common';

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

/** `major.minor[.patch[.build]]`, numbers only; unique per platform. */
export const VERSION_NO_PATTERN = '^[0-9]{1,5}(\\.[0-9]{1,5}){1,3}$';

const editable = {
  name: Text(100),
  version_no: Type.String({ maxLength: 30, pattern: VERSION_NO_PATTERN }),
  platform: PlatformValue,
  download_url: Type.String({ maxLength: 500, pattern: '^$|^https?://[^\\s]+$' }),
  release_notes: Text(5000, false),
  force_update: Type.Boolean(),
  status: StatusValue,
  released_at: Nullable(DateTime),
};

/** Without `released_at`, a version is released when created; without `status`, it is valid. */
export const VersionCreate = Type.Object(
  {
    name: editable.name,
    version_no: editable.version_no,
    platform: editable.platform,
    download_url: Type.Optional(editable.download_url),
    release_notes: Type.Optional(editable.release_notes),
    force_update: Type.Optional(editable.force_update),
    status: Type.Optional(editable.status),
    released_at: Type.Optional(editable.released_at),
  },
  strict,
);
export type VersionCreate = Static<typeof VersionCreate>;

export const VersionUpdate = UpdateBody(editable);
export type VersionUpdate = Static<typeof VersionUpdate>;
