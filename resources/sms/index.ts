/** The `sms` resource (SMS recharges of brands from their dealer's balance), shared by server and web app. */
import { defineResource } from '../define';
import { everyone, managerOrAdmin } from '../roles';

export const smsResource = defineResource({
  name: 'sms',
  permissions: { list: everyone, recharge: managerOrAdmin },
});
