import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Whether a query's key is about record `id` of `resource` (its getOne, or a call of its own keyed by the id). */
export function isRecordKey(key: QueryKey, resource: string, id: string): boolean {
  const [kind, ...rest] = key;
  return (
    kind === resource &&
    rest.some((part) => String(part) === id || (typeof part === 'object' && String(part?.['id' as keyof typeof part]) === id))
  );
}

/**
 * Calls `onChanged` whenever data about the record is read again or replaced after its first read
 * (a section saved, a licence action, data cleared, payments saved): each refreshes a query of the record.
 */
export function useRecordChanged(resource: string, id: string, onChanged: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.state.dataUpdateCount > 1 && isRecordKey(event.query.queryKey, resource, id)) latest.current();
      }),
    [queryClient, resource, id],
  );
}
