import type { Identifier } from 'react-admin';
import type { PaymentSave, PaymentSettings, PaymentState } from '../../../resources/payment';
import { http } from '../../http';

/** The payment calls of a store (`/store/payment`), through the request layer (refusals are its toasts). */

export const readPayments = (storeId: Identifier) => http.get<PaymentSettings>('/store/payment', { store_id: String(storeId) });

export const savePayment = (body: PaymentSave) => http.post<PaymentState>('/store/payment/save', body);

/** Where to send the browser to connect the store to 7Shifts. */
export const connectSevenShifts = (storeId: Identifier) =>
  http.get<{ url: string }>('/store/payment/sevenshifts/connect', { store_id: String(storeId) });
