import type { Identifier } from 'react-admin';
import type { EmenuSave, EmenuSettings } from '../../../resources/emenu';
import { http } from '../../http';

/** The e-menu calls of a store (`/store/emenu`), through the request layer (refusals are its toasts). */

export const readEmenu = (storeId: Identifier) => http.get<EmenuSettings>('/store/emenu', { store_id: String(storeId) });

export const saveEmenu = (body: EmenuSave) => http.post<EmenuSettings>('/store/emenu/save', body);
