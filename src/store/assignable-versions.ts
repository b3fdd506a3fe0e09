import { useQuery } from '@tanstack/react-query';
import { useGetList, type RaRecord } from 'react-admin';
import type { DealerSetting } from '../distributor/api';
import { http } from '../http';
import { useCan, useUser } from '../common/use-user';

/**
 * The versions a store of org `orgId` may run: the operator's stores any enabled version, a dealer's
 * those its settings allow (GET /distributor/setting, read quietly where the user may). Where the
 * settings cannot be read (a level-2 dealer's users), every enabled version is offered and the
 * server has the last word (1001 naming `version_id`).
 */
export function useAssignableVersions(orgId: number | undefined): RaRecord[] | undefined {
  const user = useUser();
  const seesSettings = useCan('distributor:list');
  const operatorsOwn = user?.org_type === 'op' && orgId === user.org_id;
  const versions = useGetList('version', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'released_at', order: 'DESC' },
    filter: { status: 'valid' },
  });
  const setting = useQuery({
    queryKey: ['distributor', 'setting', String(orgId)],
    queryFn: () => http.get<DealerSetting>('/distributor/setting', { id: String(orgId) }, { silent: true }),
    enabled: !!orgId && seesSettings && !operatorsOwn,
    retry: false,
  });
  if (!versions.data) return undefined;
  const allowed = setting.data?.allowed_version_ids;
  return allowed ? versions.data.filter((version) => allowed.includes(version.id as number)) : versions.data;
}
