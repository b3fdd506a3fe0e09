import { describe, expect, it } from 'vitest';
import { translate } from '../../../../i18n';
import { providerTitle } from '../../../../src/store/payments/provider-title';

describe("a payment provider's title", () => {
  it('names the custom gateway by its host once one is set, never with a placeholder', () => {
    const en = (key: string, args?: Record<string, unknown>) => translate('en-US', key, args);
    const zh = (key: string, args?: Record<string, unknown>) => translate('zh-CN', key, args);
    expect(providerTitle(en, { provider: 'host', config: {} })).toBe('Custom gateway');
    expect(providerTitle(en, { provider: 'host', config: { domain: 'pay.example.com' } })).toBe('Custom gateway (pay.example.com)');
    expect(providerTitle(zh, { provider: 'host', config: { domain: 'pay.example.com' } })).toBe('自定义网关（pay.example.com）');
    expect(providerTitle(en, { provider: 'stripe', config: { domain: 'x' } })).toBe('Stripe');
  });

  it('tells a dealer to ask the operator for 7Shifts, naming no server variable', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const text = translate(locale, 'payment.sevenshifts.unavailable');
      expect(text).not.toMatch(/SEVENSHIFTS|[A-Z]+_[A-Z]+/);
      expect(text).toMatch(/operator|运营方/);
    }
  });
});
