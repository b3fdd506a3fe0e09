/**
 * Every resource, declared once in its folder (resources/<name>/index.ts): this list is where a new
 * one is registered. The resource names, the permission codes and the rule of each come from it, and
 * the texts a declaration carries join the i18n catalogs (the server's; the web app finds them itself).
 */
import { addResourceMessages } from '../i18n/resource-messages';
import { auditResource } from './audit';
import { companyResource } from './company';
import { distributorResource } from './distributor';
import { smsResource } from './sms';
import { staffResource } from './staff';
import { storeResource } from './store';
import { versionResource } from './version';

export const RESOURCES = [
  distributorResource,
  staffResource,
  companyResource,
  storeResource,
  smsResource,
  versionResource,
  auditResource,
] as const;

for (const resource of RESOURCES) if ('messages' in resource) addResourceMessages(resource.name, resource.messages);

type Declared = (typeof RESOURCES)[number];
export type ResourceName = Declared['name'];
/** `<resource>:<action>` for every action a resource declares. */
export type ResourcePermission = Declared extends infer D
  ? D extends { name: infer N extends string; permissions: infer P }
    ? `${N}:${keyof P & string}`
    : never
  : never;
