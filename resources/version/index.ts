/**
 * The `version` resource (POS versions), shared by the server and the web app: its record and write
 * bodies, its list (filters, sorts, columns: the web list and the export), and its declaration
 * (operator-only writes). Its texts are ./messages.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, StatusValue, strict, Text, UpdateBody } from '../common';
import { defineResource } from '../define';
import type { ListDef } from '../list';
import { everyone, operatorNotStaff } from '../roles';
import messages from './messages';

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

/** A version as people name it: its name and number (`POS Android 5.2.0`). */
export const versionName = (version: { name?: unknown; version_no?: unknown }) =>
  `${String(version.name ?? '')} ${String(version.version_no ?? '')}`.trim();

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

export const versionList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    /** The platform (`platform` itself is a default query parameter of every call: `web`). */
    os: PlatformValue,
    status: StatusValue,
  },
  sorts: ['released_at', 'created_at', 'id', 'name', 'version_no', 'platform', 'status'],
  defaultSort: 'released_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'version_no', type: 'text' },
    { source: 'platform', type: 'choice' },
    { source: 'force_update', type: 'text' },
    { source: 'status', type: 'choice' },
    { source: 'released_at', type: 'date' },
  ],
} as const satisfies ListDef;

export const versionResource = defineResource({
  name: 'version',
  item: Version,
  list: versionList,
  create: VersionCreate,
  update: VersionUpdate,
  // a new version is enabled and released now unless the form says otherwise
  defaults: { status: 'valid', released_at: () => new Date().toISOString() },
  visibility: 'everyone',
  permissions: { list: everyone, create: operatorNotStaff, update: operatorNotStaff, export: everyone },
  messages,
});

declare module '../index' {
  interface DeclaredResources {
    [versionResource.name]: typeof versionResource;
  }
}
