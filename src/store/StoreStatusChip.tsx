import { ChoiceChip } from '../common/ChoiceChip';

/** A store's lifecycle (`wait_activate`, `active`, `expired`) or a renewal's (`renewal`, `finish`) as a chip with the seed's labels. */
export const StoreStatusChip = () => (
  <ChoiceChip
    source="status"
    prefix="app.status"
    colors={{ wait_activate: 'warning', active: 'success', expired: 'error', renewal: 'info', finish: 'default' }}
  />
);
