/**
 * The shape of every write to one record: in one transaction, load it (1004 when the caller does
 * not see it) with its row locked, let the resource's rule decide (1003, 1001) and name the changes,
 * apply the fields that really change, and write the audit row with their before and after. A write
 * that changes nothing writes nothing, and leaves no audit row.
 * Creating is the same shape: the rule inserts the record, a lost race on a unique index answers
 * its catalogue code, and the audit row holds the new record.
 */
import type { TObject, TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { BulkResult, BulkStatusChange, StatusChange } from '../../resources/common';
import type { Actor } from '../auth/actor';
import { actorOf } from '../auth/plugin';
import type { Tx } from '../db';
import type { AuditAction } from '../../resources/audit/audited';
import { writeAudit } from '../domain/audit';
import { notFound } from '../errors';
import { Envelope, ok } from '../http/envelope';
import { isSkippable, skippedRecord, type BulkAnswer } from './bulk-skip';
import { readOne } from './read';
import { assertReferencesInView } from './references';
import type { Repository } from './repository';
import { sameValue, withDates } from './dates';
import { allOf } from './source';
import { hasColumn, toColumns } from './tables';
import { mapUniqueViolations, type UniqueCodes } from './unique';
import { inSubtree } from './visibility';

/** A write's decision: the API-named fields to set (may be empty), or a throw (1003, 1001, …). */
export type Decide<Item, Input> = (tx: Tx, actor: Actor, before: Item, input: Input) => Promise<Record<string, unknown>>;

/** The fields of `patch` whose value differs from the record's (an instant however it is spelt). */
function realChanges(before: Record<string, unknown>, patch: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => !sameValue(before[key], value)));
}

export interface CreateSpec<Input> {
  /** Writes the record (and whatever belongs to it) and answers its id. */
  insert: (tx: Tx, actor: Actor, input: Input) => Promise<number>;
  /** Unique index name -> the answer to a lost race on it. */
  unique?: UniqueCodes;
  /** Fields recorded in the audit row besides the new record's (e.g. the admin account made with it). */
  audited?: (input: Input) => Record<string, unknown>;
}

/**
 * The insert of a resource whose create has no rule of its own: the body's fields as columns (absent
 * ones take the table's defaults), and, where the table has them, who created it (`created_by`) and
 * the creator's org as its owner (`org_id`, unless the body gives one: the caller must see that org).
 */
export function plainInsert(repo: Repository, body: TObject): CreateSpec<Record<string, unknown>>['insert'] {
  return async (tx, actor, input) => {
    const values: Record<string, unknown> = withDates(body, input);
    if (hasColumn(repo.table, 'created_by')) values.created_by = actor.staffId;
    if (hasColumn(repo.table, 'org_id')) {
      if (values.org_id === undefined) values.org_id = actor.orgId;
      else await assertOrgInView(tx, actor, values.org_id as number);
    }
    const [row] = await tx
      .insert(repo.table)
      .values(toColumns(values) as never)
      .returning({ id: repo.table.id });
    return row.id as number;
  };
}

/** 1004 unless the org is the actor's own or one below it. */
export async function assertOrgInView(tx: Tx, actor: Actor, orgId: number): Promise<void> {
  const { rows } = await tx.execute(sql`select 1 from orgs o where o.id = ${orgId} and ${inSubtree(actor, sql`o.path`)}`);
  if (rows.length === 0) throw notFound();
}

/** Creates one record in one audited transaction. */
export async function createRecord<Input>(app: FastifyInstance, repo: Repository, actor: Actor, input: Input, spec: CreateSpec<Input>) {
  return mapUniqueViolations(spec.unique ?? {}, () =>
    app.database.db.transaction(async (tx) => {
      await assertReferencesInView(tx, repo, actor, input);
      const id = await spec.insert(tx, actor, input);
      const after = await readOne<Record<string, unknown>>(tx, repo.source, allOf(), id);
      await writeAudit(tx, actor, { action: 'create', resource: repo.name, recordId: id, after: { ...after, ...spec.audited?.(input) } });
      return id;
    }),
  );
}

/** One audited write of record `id`: what it does, decided from the record as it is. */
interface RecordWrite<Item, Input> {
  id: number;
  action: AuditAction;
  input: Input;
  decide: Decide<Item, Input>;
  after?: (tx: Tx) => Promise<void>;
  /** The patch is the write's whole effect: when it changes nothing, nothing is written nor audited. */
  patchOnly?: boolean;
}

/** Runs one audited write on record `id`, answering the record as it is after the write. */
export async function writeRecord<Item extends Record<string, unknown>, Input>(
  app: FastifyInstance,
  repo: Repository<Item>,
  actor: Actor,
  write: RecordWrite<Item, Input> & {
    /** Unique index name -> the answer to a lost race on it. */
    unique?: UniqueCodes;
  },
): Promise<Item> {
  return mapUniqueViolations(write.unique ?? {}, () =>
    app.database.db.transaction(async (tx) => (await writeInTx(tx, repo, actor, write)).record),
  );
}

/** One record's write inside the caller's transaction: lock, decide, apply, audit. */
async function writeInTx<Item extends Record<string, unknown>, Input>(
  tx: Tx,
  repo: Repository<Item>,
  actor: Actor,
  write: RecordWrite<Item, Input>,
): Promise<{ record: Item; changed: boolean }> {
  const before = await readOne<Item>(tx, repo.source, repo.visible(actor), write.id, true);
  await assertReferencesInView(tx, repo as Repository, actor, write.input);
  const patch = realChanges(before, await write.decide(tx, actor, before, write.input));
  if (write.patchOnly && Object.keys(patch).length === 0) return { record: before, changed: false };
  if (Object.keys(patch).length > 0) {
    await tx
      .update(repo.table)
      .set(toColumns(patch) as never)
      .where(eq(repo.table.id, write.id));
  }
  await write.after?.(tx);
  const after = await readOne<Item>(tx, repo.source, allOf(), write.id);
  await writeAudit(tx, actor, { action: write.action, resource: repo.name, recordId: write.id, before, after });
  return { record: after, changed: true };
}

/**
 * The same write on several records in one transaction: each record is checked (1004 when the
 * caller does not see it), decided and audited as a single write would be. Rows are locked in
 * ascending id order, so two bulk writes over the same records wait for each other and never
 * deadlock. All or nothing, unless `skipRefused`: then a record its rule refuses (bulk-skip.ts) is
 * left out, its own writes undone at a savepoint, and named in `skipped`; the others are written.
 */
export async function writeRecords<Item extends Record<string, unknown>, Input>(
  app: FastifyInstance,
  repo: Repository<Item>,
  actor: Actor,
  write: { ids: number[]; action: AuditAction; input: Input; decide: Decide<Item, Input>; skipRefused?: boolean },
): Promise<BulkAnswer> {
  const ids = [...new Set(write.ids)].sort((a, b) => a - b);
  return app.database.db.transaction(async (tx) => {
    const answer: BulkAnswer = { changed: 0, skipped: [] };
    for (const id of ids) {
      const one = { ...write, id, patchOnly: true };
      if (!write.skipRefused) {
        if ((await writeInTx(tx, repo, actor, one)).changed) answer.changed++;
        continue;
      }
      try {
        if ((await tx.transaction((savepoint) => writeInTx(savepoint, repo, actor, one))).changed) answer.changed++;
      } catch (error) {
        if (!isSkippable(error)) throw error;
        const record = await readOne<Item>(tx, repo.source, repo.visible(actor), id);
        answer.skipped.push(skippedRecord(id, record, error));
      }
    }
    return answer;
  });
}

/** `POST /create` with the declared body: `prepare` runs before the transaction, then one audited insert. */
export function createRoute<Body, Input = Body>(
  repo: Repository,
  body: TObject,
  spec: CreateSpec<Input> & { prepare?: (actor: Actor, body: Body) => Input | Promise<Input> },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { permission: repo.permission('create') },
        schema: { body, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
      },
      async (request) => {
        const actor = actorOf(request);
        const input = spec.prepare ? await spec.prepare(actor, request.body as Body) : (request.body as Input);
        return ok({ id: await createRecord(app, repo, actor, input, spec) });
      },
    );
  };
}

/** `POST <path>` with `{id, ...input}`: one audited write of the fields `decide` names, answering the updated record. */
export function writeRoute<Item extends Record<string, unknown>, B extends TProperties>(
  repo: Repository<Item>,
  route: { path: string; body: TObject<B>; action: AuditAction; decide: Decide<Item, Record<string, unknown>>; unique?: UniqueCodes },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      route.path,
      {
        config: { permission: repo.permission(route.action) },
        schema: { body: route.body, response: { 200: Envelope(repo.item) } },
      },
      async (request) => {
        const { id, ...body } = request.body as { id: number } & Record<string, unknown>;
        // the body's date-time fields as Dates: what drizzle's timestamp columns take
        const input = withDates(route.body, body);
        const write = { id, action: route.action, input, decide: route.decide, patchOnly: true, unique: route.unique };
        return ok(await writeRecord(app, repo, actorOf(request), write));
      },
    );
  };
}

/** `POST /status` with `{id, status}`: `authorize` refuses (1003) when the caller may not toggle it. */
export function statusRoute<Item extends Record<string, unknown>>(
  repo: Repository<Item>,
  authorize: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>,
): FastifyPluginAsyncTypebox {
  return writeRoute(repo, { path: '/status', body: StatusChange, action: 'status', decide: statusDecision(authorize) });
}

/** Enable/Disable's decision: the resource's rule, then the status. */
const statusDecision =
  <Item>(
    authorize: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>,
  ): Decide<Item, Record<string, unknown>> =>
  async (tx, actor, before, input) => {
    await authorize(tx, actor, before, input.status as 'valid' | 'invalid');
    return { status: input.status };
  };

/**
 * `POST <path>` with `{ids, ...input}`: the write of `writeRoute` on every record named in one
 * transaction, answering how many changed and which were left out (`{changed, skipped}`): all or
 * nothing unless the body says `skip_refused: true`.
 */
export function bulkWriteRoute<Item extends Record<string, unknown>, B extends TProperties>(
  repo: Repository<Item>,
  route: { path: string; body: TObject<B>; action: AuditAction; decide: Decide<Item, Record<string, unknown>> },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      route.path,
      {
        config: { permission: repo.permission(route.action) },
        schema: { body: route.body, response: { 200: Envelope(BulkResult) } },
      },
      async (request) => {
        const {
          ids,
          skip_refused: skipRefused,
          ...body
        } = request.body as { ids: number[]; skip_refused?: boolean } & Record<string, unknown>;
        const input = withDates(route.body, body);
        const write = { ids, action: route.action, input, decide: route.decide, skipRefused };
        return ok(await writeRecords(app, repo, actorOf(request), write));
      },
    );
  };
}

/** `POST /bulk_status` with `{ids, status}`: Enable/Disable of `statusRoute` on every record named, in one transaction. */
export function bulkStatusRoute<Item extends Record<string, unknown>>(
  repo: Repository<Item>,
  authorize: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>,
): FastifyPluginAsyncTypebox {
  return bulkWriteRoute(repo, { path: '/bulk_status', body: BulkStatusChange, action: 'status', decide: statusDecision(authorize) });
}

/** `POST /update` with `{id, ...changed}`: `decide` checks the rule and answers the fields to set. */
export function updateRoute<Item extends Record<string, unknown>, B extends TProperties>(
  repo: Repository<Item>,
  body: TObject<B>,
  decide: Decide<Item, Record<string, unknown>>,
  unique?: UniqueCodes,
): FastifyPluginAsyncTypebox {
  return writeRoute(repo, { path: '/update', body, action: 'update', decide, unique });
}
