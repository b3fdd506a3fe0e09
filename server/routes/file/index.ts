/**
 * `POST /file/upload`: one image (png, jpeg or webp, at most 2 MB) in the multipart field `file`;
 * answers `{url}`. The type is read from the content. Images are served at `/files/<sha256>.<ext>`.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { actorOf } from '../../auth/plugin';
import { files } from '../../db/schema';
import { ApiError, invalidParam } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { IMAGE_TYPES, sniffImage } from './image-type';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Size limits keep their own answer (413 / 1013); see server/http/error-handler.ts. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The content of the multipart field `file`. A body the multipart parser cannot read (cut short, a
 * missing boundary, broken part headers) is the caller's malformed input: 400 / 1001, not a fault.
 */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw invalidParam('file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError || TOO_LARGE.has((error as { code?: string }).code ?? '')) throw error;
    throw invalidParam('file');
  }
}

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });
  app.post('/upload', { schema: { response: { 200: Envelope(Type.Object({ url: Type.String() })) } } }, async (request) => {
    const actor = actorOf(request);
    if (!request.isMultipart()) throw invalidParam('file');
    const content = await readFilePart(request);
    const ext = sniffImage(content);
    if (!ext) throw invalidParam('file');
    const id = createHash('sha256').update(content).digest('hex');
    await app.database.db
      .insert(files)
      .values({ id, mime: IMAGE_TYPES[ext], size: content.length, content, createdBy: actor.staffId })
      .onConflictDoNothing();
    return ok({ url: `/files/${id}.${ext}` });
  });
};

/** `GET /files/<sha256>.<ext>`: public, immutable (the name is the content's hash). */
export const fileServing: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/:name',
    { config: { public: true }, schema: { params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpeg|webp)$' }) }) } },
    async (request, reply) => {
      const id = request.params.name.slice(0, 64);
      const [row] = await app.database.db
        .select({ mime: files.mime, content: files.content })
        .from(files)
        .where(sql`${files.id} = ${id}`);
      if (!row) return reply.callNotFound();
      return reply.type(row.mime).header('cache-control', 'public, max-age=31536000, immutable').send(row.content);
    },
  );
};
