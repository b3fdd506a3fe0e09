/**
 * Writes the demo world into an empty database in one transaction: the operator, dealers at both
 * levels in every country, staff of each role, brands, stores in every status, versions, orders,
 * quota movements and SMS balances. Quota is conserved exactly as the live rules would move it.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '..';
import { hashPassword } from '../../auth/passwords';
import { companies, dealerSettings, orders, orgs, quotaLog, staff, storeRenewals, stores, versions } from '../schema';
import { DEMO_DEALERS, DEMO_OPERATOR_STAFF, DEMO_PASSWORDS, DEMO_STORE_PLACES, DEMO_VERSIONS } from './demo-data';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const passwordOf = (account: string) => DEMO_PASSWORDS.get(account)!;

/**
 * The demo's password hashes, one per distinct password: the demo accounts share a few passwords,
 * and each argon2 hash costs tens of milliseconds, most of a first start's seeding. Accounts sharing
 * a password then share its hash (the same salt): acceptable for demo accounts whose passwords are
 * printed at start anyway; every account created through the API gets its own salt.
 */
function demoHasher(): (password: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    let hashed = hashes.get(password);
    if (!hashed) hashes.set(password, (hashed = hashPassword(md5(password))));
    return hashed;
  };
}

/** Creates the operator org and its first admin; used by the demo seed and by `npm run create-admin`. */
export async function createOperator(
  tx: Tx,
  admin: { account: string; name: string; password: string },
  hash: (password: string) => Promise<string> = (password) => hashPassword(md5(password)),
) {
  const [op] = await tx
    .insert(orgs)
    .values({ name: 'Operator HQ', type: 'op', level: 0, country: 'GLB', contactName: admin.name })
    .returning({ id: orgs.id });
  await tx
    .update(orgs)
    .set({ path: `${op.id}.` })
    .where(eq(orgs.id, op.id));
  const [adminRow] = await tx
    .insert(staff)
    .values({
      orgId: op.id,
      account: admin.account,
      name: admin.name,
      role: 'admin',
      passwordHash: await hash(admin.password),
    })
    .returning({ id: staff.id });
  return { opId: op.id, opPath: `${op.id}.`, adminId: adminRow.id };
}

async function seedVersions(tx: Tx, adminId: number) {
  const rows = await tx
    .insert(versions)
    .values(
      DEMO_VERSIONS.map((v, i) => ({
        name: v.name,
        versionNo: v.versionNo,
        platform: v.platform,
        forceUpdate: v.forceUpdate,
        releaseNotes: v.notes,
        downloadUrl: `https://downloads.example.com/pos/${v.platform}/${v.versionNo}`,
        releasedAt: daysAgo(30 + i * 45),
        createdBy: adminId,
      })),
    )
    .returning({ id: versions.id });
  return rows.map((r) => r.id);
}

const STORE_PLANS = [
  { status: 'active', createdDaysAgo: 20, activatedDaysAgo: 18, years: 1 },
  { status: 'wait_activate', createdDaysAgo: 5 },
  { status: 'expired', createdDaysAgo: 420, activatedDaysAgo: 410, years: 1 },
  { status: 'active', createdDaysAgo: 200, activatedDaysAgo: 190, years: 2 },
] as const;

export async function seedDemo(db: Db): Promise<void> {
  const hash = demoHasher();
  await db.transaction(async (tx) => {
    const { opId, opPath, adminId } = await createOperator(
      tx,
      { account: 'admin', name: 'Olivia Admin', password: passwordOf('admin') },
      hash,
    );
    for (const member of DEMO_OPERATOR_STAFF) {
      await tx.insert(staff).values({ orgId: opId, ...member, passwordHash: await hash(passwordOf(member.account)) });
    }
    const versionIds = await seedVersions(tx, adminId);
    const orgByKey = new Map<string, { id: number; path: string; adminId: number }>();

    for (const dealer of DEMO_DEALERS) {
      const parent = dealer.parent ? orgByKey.get(dealer.parent)! : { id: opId, path: opPath, adminId };
      const [org] = await tx
        .insert(orgs)
        .values({
          name: dealer.name,
          type: 'dealer',
          level: dealer.parent ? 2 : 1,
          parentId: parent.id,
          country: dealer.country,
          contactName: dealer.contact[0],
          contactPhone: dealer.contact[1],
          email: dealer.contact[2],
          quota: dealer.quota,
          remainingQuota: dealer.quota,
          smsBalance: dealer.smsBalance,
          createdBy: parent.adminId,
          createdAt: daysAgo(dealer.parent ? 300 : 600),
        })
        .returning({ id: orgs.id });
      const path = `${parent.path}${org.id}.`;
      await tx.update(orgs).set({ path }).where(eq(orgs.id, org.id));
      if (dealer.parent) {
        await tx
          .update(orgs)
          .set({ remainingQuota: sql`${orgs.remainingQuota} - ${dealer.quota}` })
          .where(eq(orgs.id, parent.id));
      }
      await tx.insert(quotaLog).values({
        kind: 'allocate',
        fromOrgId: parent.id,
        toOrgId: org.id,
        change: dealer.quota,
        remark: 'Initial allocation',
        staffId: parent.adminId,
        createdAt: daysAgo(dealer.parent ? 290 : 590),
      });
      await tx.insert(dealerSettings).values({ orgId: org.id, allowedVersionIds: versionIds, canCreateSubDealer: !dealer.parent });

      let dealerAdminId = 0;
      for (const member of dealer.staff) {
        const [row] = await tx
          .insert(staff)
          .values({
            orgId: org.id,
            account: member.account,
            name: member.name,
            role: member.role,
            passwordHash: await hash(passwordOf(member.account)),
            createdBy: parent.adminId,
          })
          .returning({ id: staff.id });
        if (member.role === 'admin') dealerAdminId = row.id;
      }
      const staffMember = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(sql`${staff.orgId} = ${org.id} and ${staff.role} = 'staff'`);
      orgByKey.set(dealer.key, { id: org.id, path, adminId: dealerAdminId });

      let storeIndex = 0;
      for (const [brandIndex, brand] of dealer.brands.entries()) {
        const ownerStaffId = brandIndex === 0 ? (staffMember[0]?.id ?? null) : null;
        const [company] = await tx
          .insert(companies)
          .values({
            orgId: org.id,
            name: brand.name,
            country: dealer.country,
            adminAccount: brand.admin,
            adminPasswordHash: await hash('brand123'),
            contactName: dealer.contact[0],
            contactPhone: dealer.contact[1],
            smsBalance: 500,
            createdBy: dealerAdminId,
            ownerStaffId,
            createdAt: daysAgo(500),
          })
          .returning({ id: companies.id });
        for (const storeName of brand.stores) {
          const plan = STORE_PLANS[storeIndex++ % STORE_PLANS.length];
          const activatedAt = 'activatedDaysAgo' in plan ? daysAgo(plan.activatedDaysAgo) : null;
          const expireAt = activatedAt && 'years' in plan ? new Date(activatedAt.getTime() + plan.years * 365 * DAY) : null;
          const place = DEMO_STORE_PLACES[storeName];
          const [store] = await tx
            .insert(stores)
            .values({
              companyId: company.id,
              orgId: org.id,
              name: storeName,
              country: dealer.country,
              tables: 12 + storeIndex * 4,
              businessHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: day >= 5 ? '01:00' : '22:00' })),
              address: `${storeName} street ${storeIndex}, ${place.city}`,
              lat: place.lat,
              lng: place.lng,
              contactName: dealer.contact[0],
              contactPhone: dealer.contact[1],
              versionId: versionIds[storeIndex % versionIds.length],
              status: plan.status,
              activatedAt,
              expireAt,
              billEnabled: plan.status === 'active',
              createdAt: daysAgo(plan.createdDaysAgo),
              createdBy: dealerAdminId,
              ownerStaffId,
            })
            .returning({ id: stores.id });
          if (activatedAt && 'years' in plan) {
            await tx
              .update(orgs)
              .set({ remainingQuota: sql`${orgs.remainingQuota} - ${plan.years}` })
              .where(eq(orgs.id, org.id));
            await tx.insert(quotaLog).values({
              kind: 'activate',
              fromOrgId: org.id,
              storeId: store.id,
              change: plan.years,
              staffId: dealerAdminId,
              createdAt: activatedAt,
            });
            await tx.insert(storeRenewals).values({
              storeId: store.id,
              years: plan.years,
              status: 'finish',
              toExpireAt: expireAt,
              staffId: dealerAdminId,
              createdAt: activatedAt,
            });
          }
          if (plan.status === 'active') {
            await tx.insert(orders).values(
              Array.from({ length: 25 }, (_, i) => ({
                storeId: store.id,
                billNo: String(i + 1).padStart(12, '0'),
                amount: 5_000 + ((i * 7919) % 250_000),
                createdAt: daysAgo(i),
              })),
            );
            await tx.update(stores).set({ billSeq: 25 }).where(eq(stores.id, store.id));
          }
        }
      }
    }
  });
}
