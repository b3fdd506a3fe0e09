import { useMemo } from 'react';
import { AutocompleteInput, useGetList } from 'react-admin';
import type { Distributor } from '../../resources/distributor/schema';
import { PAGE_SIZE_MAX } from '../../resources/limits';
import { useUser } from '../common/use-user';

/** Its label, also the Filter button's name for it (react-admin reads the element's `label`). */
export const ORG_LABEL = 'resources.staff.fields.org_name';

/**
 * The employee list's Organisation filter: the user's own org, or one of the dealers right below it
 * (their names, the first 100 by name), so that a level-1 dealer is not flooded by its sub-dealers'
 * admins. Sent as `org_id` (resources/staff/list.ts).
 */
export function OrgFilterInput({ source, label = ORG_LABEL }: { source: string; label?: string }) {
  const user = useUser();
  const { data } = useGetList<Distributor>(
    'distributor',
    { pagination: { page: 1, perPage: PAGE_SIZE_MAX }, sort: { field: 'name', order: 'ASC' }, filter: { parent_id: user?.org_id } },
    { enabled: !!user },
  );
  const choices = useMemo(() => {
    const own = user ? [{ id: user.org_id, name: user.org_name }] : [];
    return [...own, ...(data ?? []).map(({ id, name }) => ({ id, name }))];
  }, [user, data]);
  return <AutocompleteInput source={source} label={label} choices={choices} size="small" />;
}
