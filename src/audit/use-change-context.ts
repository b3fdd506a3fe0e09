/**
 * What an entry's changes need beyond themselves (./change-format.ts): the names of the records they
 * name, and a store's zone and country for its dates and prices. Read through each kind's own list
 * (`GET /<kind>/list?ids=`), so a name shows only to those who may see that record; the requests of
 * every entry on screen are merged into one a kind (react-admin's useGetManyAggregate).
 */
import { useMemo } from 'react';
import { useGetManyAggregate, type RaRecord } from 'react-admin';
import { versionName } from '../../resources/version';
import type { Permission } from '../../resources/permissions';
import { useCan } from '../common/use-user';
import { useLang, useT } from '../locale';
import { LIST_ROWS_META } from '../providers/list-rows';
import type { AuditEntryLike, ChangeContext } from './change-format';
import { referencedIds } from './references';

const NO_IDS: number[] = [];

/** The records of `kind` named by `ids` that the caller may list; none while they load. */
function useRecords(kind: string, ids: number[] = NO_IDS): RaRecord[] {
  const allowed = useCan(`${kind}:list` as Permission);
  const { data } = useGetManyAggregate(kind, { ids, meta: LIST_ROWS_META }, { enabled: allowed && ids.length > 0 });
  return allowed ? (data ?? []) : [];
}

export function useChangeContext(entry: AuditEntryLike & { record_id: number | null }): ChangeContext {
  const translate = useT();
  const lang = useLang();
  const ids = useMemo(() => {
    const named = referencedIds(entry.changes ?? {});
    // a store's own row: its zone and currency
    if (entry.resource === 'store' && entry.record_id !== null) named.store = [...(named.store ?? []), entry.record_id];
    return named;
  }, [entry]);
  const stores = useRecords('store', ids.store);
  const companies = useRecords('company', ids.company);
  const dealers = useRecords('distributor', ids.distributor);
  const staff = useRecords('staff', ids.staff);
  const versions = useRecords('version', ids.version);
  return useMemo(() => {
    const names = new Map<string, string>();
    const add = (kind: string, records: RaRecord[], nameOf = (r: RaRecord) => String(r.name)) =>
      records.forEach((record) => names.set(`${kind}:${record.id}`, nameOf(record)));
    add('store', stores);
    add('company', companies);
    add('distributor', dealers);
    add('staff', staff);
    add('version', versions, (record) => versionName({ name: record.name, version_no: record.version_no }));
    const own = entry.resource === 'store' ? stores.find((store) => store.id === entry.record_id) : undefined;
    return {
      translate,
      lang,
      timeZone: own?.timezone as string | undefined,
      country: own?.country as string | undefined,
      nameOf: (kind, id) => names.get(`${kind}:${id}`),
    };
  }, [translate, lang, entry, stores, companies, dealers, staff, versions]);
}
