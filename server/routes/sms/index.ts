/**
 * The server hooks of SMS movements (/sms): the kit's list and export, and its own calls
 * `POST /sms/recharge` (the caller's org pays a brand it sees: the brand after) and
 * `POST /sms/topup` (a dealer or the operator pays its direct child: the dealer after). Rules:
 * server/domain/sms.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Company } from '../../../resources/company';
import { Distributor } from '../../../resources/distributor';
import { SmsRecharge, SmsTopUp } from '../../../resources/sms';
import { actorOf } from '../../auth/plugin';
import { serverResource } from '../../crud/registry';
import { writeRecord } from '../../crud/write';
import { assertTopsUp, rechargeBrand, topUpDealer } from '../../domain/sms';
import { Envelope, ok } from '../../http/envelope';
import { companyRepo } from '../company/repository';
import { distributorRepo } from '../distributor/repository';
import { smsRepo } from './repository';

const movementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/recharge',
    { config: { permission: 'sms:recharge' }, schema: { body: SmsRecharge, response: { 200: Envelope(Company) } } },
    async (request) => {
      const actor = actorOf(request);
      const { company_id, count } = request.body;
      const brand = await writeRecord(app, companyRepo, actor, {
        id: company_id,
        action: 'sms_recharge',
        input: null,
        decide: async (tx) => {
          await rechargeBrand(
            tx,
            { orgId: actor.orgId, unlimited: actor.orgType === 'op' },
            { companyId: company_id, count, staffId: actor.staffId },
          );
          return {};
        },
      });
      return ok(brand);
    },
  );

  app.post(
    '/topup',
    { config: { permission: 'sms:recharge' }, schema: { body: SmsTopUp, response: { 200: Envelope(Distributor) } } },
    async (request) => {
      const actor = actorOf(request);
      const { org_id, count } = request.body;
      const dealer = await writeRecord(app, distributorRepo, actor, {
        id: org_id,
        action: 'sms_topup',
        input: null,
        decide: async (tx, _actor, child) => {
          assertTopsUp(actor, child);
          await topUpDealer(
            tx,
            { orgId: actor.orgId, unlimited: actor.orgType === 'op' },
            { orgId: org_id, count, staffId: actor.staffId },
          );
          return {};
        },
      });
      return ok(dealer);
    },
  );
};

export default serverResource(smsRepo, { detail: false, routes: [movementRoutes] });
