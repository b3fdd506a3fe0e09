import { SelectArrayInput } from 'react-admin';
import { countryChoices } from './choices';

/**
 * A list's countries filter (several at once). Its label is sized as the small select it labels:
 * react-admin sizes the select, not the label, which sat 7 px lower than the other filters'.
 */
export const countriesFilter = (label: string) => (
  <SelectArrayInput key="countries" source="countries" label={label} choices={countryChoices} InputLabelProps={{ size: 'small' }} />
);
