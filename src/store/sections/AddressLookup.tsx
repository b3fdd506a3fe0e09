import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { StoreCreate } from '../../../resources/store';
import { keepText, maxLengthOf, schemaRule } from '../../common/form-rules';
import { lookUpAddress, type AddressMatch } from './address-lookup';

const schema = StoreCreate.properties.address;
/** Letters typed before the first lookup, and the pause after typing that starts one. */
const MIN_QUERY = 3;
const PAUSE_MS = 300;

/**
 * The store's address with a lookup (src/store/sections/address-lookup.ts): typing offers the
 * addresses found, and choosing one fills the address and the map position. What is typed stays the
 * address when nothing is chosen.
 */
export default function AddressLookup({ url }: { url: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const country = useWatch({ name: 'country' });
  const { field, fieldState } = useInput<string>({ source: 'address', parse: keepText, validate: schemaRule(schema) });
  const [options, setOptions] = useState<AddressMatch[]>([]);
  const text = field.value ?? '';

  useEffect(() => {
    if (text.trim().length < MIN_QUERY) return setOptions([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookUpAddress(url, text.trim(), String(country ?? ''), controller.signal).then(setOptions, () => setOptions([]));
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, text, country]);

  const choose = (match: AddressMatch) => {
    field.onChange(match.label);
    setValue('lat', match.lat, { shouldDirty: true, shouldValidate: true });
    setValue('lng', match.lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Autocomplete<AddressMatch, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && field.onChange(value)}
      onChange={(_event, value) => value && typeof value !== 'string' && choose(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={translate('resources.store.fields.address')}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} />}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: maxLengthOf(schema) } }}
          data-testid="address-lookup"
        />
      )}
    />
  );
}
