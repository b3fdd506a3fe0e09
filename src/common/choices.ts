import { COUNTRY_CODES } from '../../resources/common';
import type { Role } from '../../resources/permissions';

/** Choices of coded values for SelectInput (names are i18n keys, translated by react-admin). */
export interface Choice {
  id: string | number;
  name: string;
}

export const statusChoices: Choice[] = ['valid', 'invalid'].map((id) => ({ id, name: `app.status.${id}` }));

export const countryChoices: Choice[] = COUNTRY_CODES.map((id) => ({ id, name: `pages.common.country.${id}` }));

export const roleChoices = (roles: readonly Role[]): Choice[] => roles.map((id) => ({ id, name: `app.role.${id}` }));
