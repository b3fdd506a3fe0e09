import type { Company } from '../../resources/company';
import type { SmsRecharge } from '../../resources/sms';
import { http } from '../http';

/** `POST /sms/recharge`: the caller's org pays `count` SMS to a brand; answers the brand after. */
export const rechargeBrand = (body: SmsRecharge) => http.post<Company>('/sms/recharge', body);
