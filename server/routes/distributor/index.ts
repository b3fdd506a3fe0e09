/**
 * The server hooks of dealers (/distributor): a new dealer comes with its admin account; only a
 * dealer below the caller may be changed or toggled, and disabling one ends the sessions of its
 * tree. Its own calls: quota (moves and their log), setting, and the rescue of its admin accounts.
 */
import { revokeTokensOfOrgTree } from '../../auth/revoke';
import { serverResource } from '../../crud/registry';
import { assertBelowCaller, checkOwner, holdDisableLevel } from '../../domain/dealers';
import { createDealer } from './create-dealer';
import { quotaRoutes } from './quota';
import { distributorRepo } from './repository';
import { rescueRoutes } from './rescue';
import { settingRoutes } from './setting';

export default serverResource(distributorRepo, {
  create: createDealer,
  update: async (tx, actor, dealer, input) => {
    assertBelowCaller(actor, dealer);
    if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
    return input;
  },
  // Disabling a dealer ends every session of its staff and of every org below it for good (the
  // actor lookup also refuses them while any org on the chain is disabled).
  status: async (tx, actor, dealer, status) => {
    assertBelowCaller(actor, dealer);
    await holdDisableLevel(tx, actor, dealer, status);
    if (status === 'invalid') await revokeTokensOfOrgTree(tx, dealer.id);
  },
  routes: [quotaRoutes, settingRoutes, rescueRoutes],
});
