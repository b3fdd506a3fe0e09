import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_PARAMS } from '../../../resources/common';
import { defaultParams } from '../../../src/http/default-params';

describe('the default query parameters', () => {
  it('are the ones list filters must never be named after', () => {
    const sent = Object.keys(defaultParams({ version: '1', userId: '1', deviceId: 'd', country: 'ID', lang: 'en-US' }));
    expect([...sent, 'sign'].sort()).toEqual([...DEFAULT_QUERY_PARAMS].sort());
  });
});
