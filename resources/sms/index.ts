/** The `sms` resource (SMS movements: brand recharges and dealer top-ups), shared by server and web app. */
import { defineResource } from '../define';
import { everyone, managerOrAdmin } from '../roles';
import { smsList } from './list';
import { SmsRecord } from './schema';

export * from './schema';
export { smsList } from './list';

export const smsResource = defineResource({
  name: 'sms',
  item: SmsRecord,
  list: smsList,
  table: 'sms_records',
  // what the caller paid and what its brands and dealers received: server/routes/sms/repository.ts
  visibility: 'custom',
  permissions: { list: everyone, recharge: managerOrAdmin, export: everyone },
});

declare module '../index' {
  interface DeclaredResources {
    [smsResource.name]: typeof smsResource;
  }
}
