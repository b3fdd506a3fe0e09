import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_PARAMS } from '../../../resources/common';
import { companyList } from '../../../resources/company';
import { distributorList } from '../../../resources/distributor';
import { staffList } from '../../../resources/staff';
import { storeList } from '../../../resources/store';
import { versionList } from '../../../resources/version';

const lists = { distributor: distributorList, staff: staffList, version: versionList, company: companyList, store: storeList };

describe('list filters', () => {
  it.each(Object.entries(lists))("of %s take no name of the client's default query parameters", (_name, list) => {
    for (const filter of Object.keys(list.filters)) expect(DEFAULT_QUERY_PARAMS).not.toContain(filter);
  });
});
