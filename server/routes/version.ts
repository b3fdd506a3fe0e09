/**
 * Routes under /version (POS versions): list, detail and export for every signed-in user; create and
 * update for the operator (not its `staff` role). A version number is unique per platform (1001 on
 * `version_no`). Dealers offer a version to stores once their settings allow it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import { versionResource, type VersionCreate } from '../../resources/version';
import { defineRepository } from '../crud/repository';
import { resourceRoutes } from '../crud/resource-routes';
import { sourceOf } from '../crud/select';
import { equals, startsWithIgnoringCase } from '../crud/source';
import type { DbOrTx } from '../db';
import { versions } from '../db/schema';
import { invalidParam } from '../errors';

/** Every signed-in user reads every version. */
const versionRepo = defineRepository(versionResource, {
  source: sourceOf(versionResource, {
    alias: 'v',
    from: sql`versions v`,
    sorts: { released_at: sql`coalesce(v.released_at, '-infinity'::timestamptz)` },
    filters: {
      name: (value) => startsWithIgnoringCase(sql`v.name`, value),
      os: equals(sql`v.platform`),
      status: equals(sql`v.status`),
    },
  }),
  table: versions,
  visible: () => sql`true`,
});

const VERSION_NO_UNIQUE = { versions_no_uq: { code: ErrorCode.InvalidParam, reason: 'version_no' } };

async function assertVersionNoFree(db: DbOrTx, platform: string, versionNo: string, id?: number) {
  const other = id === undefined ? sql`` : sql` and id <> ${id}`;
  const { rows } = await db.execute(sql`select 1 from versions where platform = ${platform} and version_no = ${versionNo}${other}`);
  if (rows.length > 0) throw invalidParam('version_no');
}

/** The routes, under the resource's name (`/version`). */
export const versionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    resourceRoutes(versionRepo, {
      create: {
        unique: VERSION_NO_UNIQUE,
        insert: async (tx, actor, body: VersionCreate) => {
          await assertVersionNoFree(tx, body.platform, body.version_no);
          const [row] = await tx
            .insert(versions)
            .values({
              name: body.name,
              versionNo: body.version_no,
              platform: body.platform,
              downloadUrl: body.download_url ?? '',
              releaseNotes: body.release_notes ?? '',
              forceUpdate: body.force_update ?? false,
              status: body.status ?? 'valid',
              releasedAt: body.released_at === null ? null : new Date(body.released_at ?? Date.now()),
              createdBy: actor.staffId,
            })
            .returning({ id: versions.id });
          return row.id;
        },
      },
      update: async (tx, _actor, version, input) => {
        const platform = (input.platform as string | undefined) ?? version.platform;
        const versionNo = (input.version_no as string | undefined) ?? version.version_no;
        if (platform !== version.platform || versionNo !== version.version_no)
          await assertVersionNoFree(tx, platform, versionNo, version.id);
        return input;
      },
      updateUnique: VERSION_NO_UNIQUE,
    }),
    { prefix: `/${versionResource.name}` },
  );
};
