import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, TextInput } from 'react-admin';
import { countryOf } from '../../../resources/countries';
import { StoreCreate } from '../../../resources/store';
import { FormGrid } from '../../common/FormGrid';
import { NamedButton } from '../../common/NamedButton';
import { config } from '../../config';
import { keepText, lengthLimit, schemaRule } from '../../common/form-rules';

const fields = StoreCreate.properties;

/** The address lookup loads only in a build that has one (`VITE_ADDRESS_API_URL`). */
const AddressLookup = lazy(() => import('./AddressLookup'));

/** The store on OpenStreetMap, in a new tab. */
const mapLink = (lat: unknown, lng: unknown) =>
  `https://www.openstreetmap.org/?mlat=${Number(lat)}&mlon=${Number(lng)}#map=17/${Number(lat)}/${Number(lng)}`;

/**
 * Address and map position. A new store starts at its country's map centre (and follows the country
 * while the user has not placed it); "Country centre" puts it back there. With an address lookup
 * (`VITE_ADDRESS_API_URL`), choosing a found address fills the address and the position.
 */
export function LocationSection({ creating, addressApiUrl = config.addressApiUrl }: { creating: boolean; addressApiUrl?: string }) {
  const { setValue, getFieldState } = useFormContext();
  const [country, lat, lng] = useWatch({ name: ['country', 'lat', 'lng'] });
  const centre = countryOf(String(country ?? ''));
  const toCentre = () => {
    if (!centre) return;
    setValue('lat', centre.lat, { shouldDirty: true, shouldValidate: true });
    setValue('lng', centre.lng, { shouldDirty: true, shouldValidate: true });
  };
  useEffect(() => {
    if (creating && centre && !getFieldState('lat').isTouched && !getFieldState('lng').isTouched) {
      setValue('lat', centre.lat);
      setValue('lng', centre.lng);
    }
  }, [creating, centre, getFieldState, setValue]);
  const address = (
    <TextInput source="address" parse={keepText} validate={schemaRule(fields.address)} slotProps={lengthLimit(fields.address)} />
  );
  const placed = lat !== null && lat !== undefined && lat !== '' && lng !== null && lng !== undefined && lng !== '';
  return (
    <FormGrid title="pages.store.section.location">
      {addressApiUrl ? (
        <Suspense fallback={address}>
          <AddressLookup url={addressApiUrl} />
        </Suspense>
      ) : (
        address
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <NamedButton label="pages.store.location.centre" onClick={toCentre} disabled={!centre}>
          <MyLocationIcon />
        </NamedButton>
        <NamedButton
          label="pages.store.location.map"
          disabled={!placed}
          {...({ component: 'a', href: placed ? mapLink(lat, lng) : undefined, target: '_blank', rel: 'noopener noreferrer' } as object)}
        >
          <MapIcon />
        </NamedButton>
      </Stack>
      <NumberInput source="lat" step="any" validate={schemaRule(fields.lat)} />
      <NumberInput source="lng" step="any" validate={schemaRule(fields.lng)} />
    </FormGrid>
  );
}
