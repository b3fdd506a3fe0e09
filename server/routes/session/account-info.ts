import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isGlobalCountry } from '../../../resources/global-country';
import { permissionsOf } from '../../../resources/permissions';
import { mustEnrol } from '../../auth/enrolment';
import { actorOf } from '../../auth/plugin';
import { Envelope, ok } from '../../http/envelope';

export const UserInfo = Type.Object({
  account: Type.String(),
  country: Type.String(),
  /** The user's country is `GLB` (resources/global-country.ts): it sees every country. */
  global: Type.Boolean(),
  name: Type.String(),
  org_id: Type.Integer(),
  org_name: Type.String(),
  perm_codes: Type.Array(Type.String()),
  role_codes: Type.Array(Type.String()),
  staff_id: Type.Integer(),
  org_type: Type.String(),
  org_level: Type.Integer(),
  /** null for the operator, whose supply is unlimited. */
  remaining_quota: Type.Union([Type.Integer(), Type.Null()]),
  /** Two-factor sign-in is on for this account. */
  two_factor: Type.Boolean(),
  /** REQUIRE_2FA asks this account to turn it on before anything else (server/auth/enrolment.ts). */
  enrol_required: Type.Boolean(),
});

export const accountInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/account_info', { config: { enrolment: true }, schema: { response: { 200: Envelope(UserInfo) } } }, async (request) => {
    const actor = actorOf(request);
    return ok({
      account: actor.account,
      country: actor.country,
      global: isGlobalCountry(actor.country),
      name: actor.name,
      org_id: actor.orgId,
      org_name: actor.orgName,
      perm_codes: permissionsOf(actor),
      role_codes: [actor.role],
      staff_id: actor.staffId,
      org_type: actor.orgType,
      org_level: actor.orgLevel,
      remaining_quota: actor.orgType === 'op' ? null : actor.remainingQuota,
      two_factor: actor.twoFactorOn,
      enrol_required: mustEnrol(app.config, actor),
    });
  });
};
