import type { PaymentState } from '../../../resources/payment';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** A provider's title: the custom gateway names its configured host ("Custom gateway (pay.example.com)"). */
export function providerTitle(translate: Translate, state: Pick<PaymentState, 'provider' | 'config'>): string {
  const host = state.provider === 'host' && typeof state.config.domain === 'string' ? state.config.domain : '';
  return host ? translate('payment.provider.host_at', { host }) : translate(`payment.provider.${state.provider}`);
}
