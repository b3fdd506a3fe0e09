/**
 * Where each kind of search hit comes from: its resource's repository (so that who sees what is the
 * list's own rule, server/crud/visibility.ts), the fields its name is matched on, and its detail.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '../../../resources/search';
import type { Repository } from '../../crud/repository';
import { companyRepo } from '../company/repository';
import { distributorRepo } from '../distributor/repository';
import { staffRepo } from '../staff/repository';
import { storeRepo } from '../store/repository';

export interface SearchSource {
  repo: Repository;
  /** The record's id and name, as its source's aliases read them. */
  id: SQL;
  name: SQL;
  /** The fields a typed text is looked for in (each has a `lower(x)` prefix and trigram index). */
  matched: SQL[];
  detail: SQL;
}

export const SEARCH_SOURCES: Record<SearchKind, SearchSource> = {
  store: {
    repo: storeRepo,
    id: sql`s.id`,
    name: sql`s.name`,
    matched: [sql`s.name`],
    detail: sql`concat_ws(' · ', (select c.name from companies c where c.id = s.company_id), so.name)`,
  },
  company: {
    repo: companyRepo,
    id: sql`c.id`,
    name: sql`c.name`,
    matched: [sql`c.name`],
    detail: sql`co.name`,
  },
  distributor: {
    repo: distributorRepo,
    id: sql`o.id`,
    name: sql`o.name`,
    matched: [sql`o.name`],
    detail: sql`coalesce(p.name, '')`,
  },
  staff: {
    repo: staffRepo,
    id: sql`s.id`,
    name: sql`s.name`,
    matched: [sql`s.name`, sql`s.account`],
    detail: sql`concat_ws(' · ', s.account, o.name)`,
  },
};
