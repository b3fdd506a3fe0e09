/**
 * What a bulk write with `skip_refused` leaves out (server/crud/write.ts): a record its rule refuses
 * (1001 not in the state for it, 1003 not the caller's to change, 61001 its dealer short of
 * accounts), named with the refusal, so that the user knows which and why.
 */
import type { Static } from '@sinclair/typebox';
import { ErrorCode } from '../../resources/errors';
import type { BulkResult } from '../../resources/common';
import { ApiError } from '../errors';

export type BulkAnswer = Static<typeof BulkResult>;

const SKIPPABLE: ReadonlySet<number> = new Set([ErrorCode.InvalidParam, ErrorCode.NoPermission, ErrorCode.QuotaNotEnough]);

export const isSkippable = (error: unknown): error is ApiError => error instanceof ApiError && SKIPPABLE.has(error.code);

/** The record left out: its id, its name where it has one, and the refusal's code and reason. */
export function skippedRecord(id: number, record: Record<string, unknown>, error: ApiError): BulkAnswer['skipped'][number] {
  return { id, name: typeof record.name === 'string' ? record.name : null, code: error.code, reason: error.reason ?? null };
}
