import type { Company } from '../../resources/company';
import type { Distributor } from '../../resources/distributor';
import type { SmsRecharge, SmsTopUp } from '../../resources/sms';
import { http } from '../http';

/** `POST /sms/recharge`: the caller's org pays `count` SMS to a brand; answers the brand after. */
export const rechargeBrand = (body: SmsRecharge) => http.post<Company>('/sms/recharge', body);

/** `POST /sms/topup`: the caller's org (or the operator) pays `count` SMS to a dealer; answers the dealer after. */
export const topUpDealer = (body: SmsTopUp) => http.post<Distributor>('/sms/topup', body);
