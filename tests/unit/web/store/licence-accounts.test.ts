import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/providers/i18n-provider';
import { accountsLine } from '../../../../src/store/licence-accounts';

describe('the licence dialog’s accounts line', () => {
  const en = createI18nProvider('en-US').translate;
  const zh = createI18nProvider('zh-CN').translate;

  it('shows the balance before and after a purchase the dealer can pay for', () => {
    expect(accountsLine(en, 5, 2)).toBe('5 now, 3 after using 2');
  });

  it('never shows a negative balance: what the dealer has and what is needed', () => {
    expect(accountsLine(en, 0, 1)).toBe('0 now: 1 is needed');
    expect(accountsLine(en, 1, 3)).toBe('1 now: 3 are needed');
    expect(accountsLine(zh, 0, 1)).toBe('现有 0 个，需要 1 个');
  });
});
