import { sql } from 'drizzle-orm';
import { formatProgramLocation } from '@camp/shared/director-program';
import type { Role } from '@camp/shared/enums';
import { generatePassword, hashPassword } from '../../lib/password.js';
import type { Db, Tx } from '../client.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as factorsRepo from '../../data/accounts/second-factors.js';
import { sealSecret } from '../../lib/second-factor-keys.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import {
  createRng,
  generateActivity,
  insertActivities,
  loadReferenceIds,
  type GeneratedActivity,
} from './catalog.js';
import { DEMO_PROVIDERS } from './demo-providers.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoPayouts } from './demo-payouts.js';
import { seedDemoCoupons } from './demo-coupons.js';
import { seedDemoApplicant } from './demo-applicant.js';
import { DEMO_PARENT_PLAN, seedDemoQueue, seedPlan } from './demo-itineraries.js';

export const DEMO_EMAIL_DOMAIN = 'demo.campconcierge.test';
/** Activities per demo provider: 13 × 24 = 312. */
const ACTIVITIES_PER_PROVIDER = 24;
const DEMO_SEED_LOCK = 727002;

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

export interface DemoSeedContext {
  db: Db;
  now?: () => Date;
  /**
   * TOTP_ENCRYPTION_KEY: with it the demo admin has two-step sign-in set up with
   * DEMO_ADMIN_TOTP_SECRET; without it, the demo admin sets it up at the first sign-in.
   */
  totpKey?: string;
}

/**
 * The demo admin's authenticator key (base32), printed with the demo accounts and given in the
 * README: anyone trying the product adds it to an authenticator app (or computes the code with
 * `npm run totp-code` in apps/api). Demo data only; never seeded in production.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'CAMPCONCIERGEDEMOADMINSECRET2345';

const ACCOUNTS = [
  {
    role: 'Parent',
    email: `parent@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Dana',
    lastName: 'Parker',
  },
  {
    role: 'Specialist',
    email: `specialist@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Morgan',
    lastName: 'Lee',
  },
  {
    role: 'CampDirector',
    email: `director@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Chris',
    lastName: 'Alston',
  },
  // A second provider with its own ready payment account (the last demo program), so one
  // checkout can pay two directors and each sees only their own order and split.
  {
    role: 'CampDirector',
    email: `director2@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Jamie',
    lastName: 'Ortiz',
  },
  { role: 'Admin', email: `admin@${DEMO_EMAIL_DOMAIN}`, firstName: 'Alex', lastName: 'Rivera' },
] as const satisfies ReadonlyArray<{
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}>;

/**
 * Fill an empty database (no users) with the demo catalog and one confirmed account per role,
 * in one transaction. Returns the accounts with their generated passwords (the caller prints
 * them once), or null when the database already had users. A transaction-level advisory lock
 * keeps two instances starting at once from both seeding.
 */
export async function seedDemoIfEmpty(ctx: DemoSeedContext): Promise<DemoAccount[] | null> {
  const now = ctx.now?.() ?? new Date();
  // Hash outside the transaction: argon2 is deliberately slow.
  const credentials = await Promise.all(
    ACCOUNTS.map(async (a) => {
      const password = generatePassword();
      return { ...a, password, passwordHash: await hashPassword(password) };
    }),
  );
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await accountsRepo.hasAnyUser(tx)) return null;

    const ids = new Map<Role, number>();
    let secondDirectorId: number | undefined;
    for (const a of credentials) {
      const row = await accountsRepo.insertUser(tx, {
        role: a.role,
        email: a.email,
        name: `${a.firstName} ${a.lastName}`,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: a.passwordHash,
        confirmedAt: now,
        ...(a.role === 'Parent'
          ? {
              phoneNumber: '+19195550199',
              address: '300 Fayetteville St, Raleigh, NC',
              zipCode: '27601',
            }
          : {}),
        ...(a.role === 'Specialist' ? { phoneNumber: '+19195550198' } : {}),
      });
      // The first account of a role is that role's demo account; the second director is apart.
      if (ids.has(a.role)) secondDirectorId = row.id;
      else ids.set(a.role, row.id);
    }
    const parentId = ids.get('Parent');
    const directorId = ids.get('CampDirector');
    const adminId = ids.get('Admin');
    const specialistId = ids.get('Specialist');
    if (
      parentId === undefined ||
      directorId === undefined ||
      adminId === undefined ||
      specialistId === undefined ||
      secondDirectorId === undefined
    ) {
      throw new Error('demo accounts missing');
    }
    if (ctx.totpKey) {
      await factorsRepo.insertConfirmedSecret(
        tx,
        adminId,
        sealSecret(ctx.totpKey, adminId, DEMO_ADMIN_TOTP_SECRET),
        now,
      );
    }
    await accountsRepo.insertParentProfile(tx, parentId);
    await accountsRepo.insertDirectorProfile(tx, directorId, {
      registrationStatus: 'validated',
      onboardingStep: 'connect_completed',
      paymentAccountStatus: 'ready',
      contactPhone: '+19195550197',
      validatedAt: now,
      validatedById: adminId,
      organisationName: 'Triangle Camps Collective',
      contactName: 'Chris Alston',
      address: '11 W Jones St',
      city: 'Raleigh',
      state: 'NC',
      zipCode: '27601',
      phoneNumber: '+19195550197',
      website: 'https://www.trianglecamps.example',
      description: 'A group of independent Triangle-area camps that enrol through one account.',
      taxId: '56-1234567',
      yearsInOperation: 12,
      insuranceInfo: 'General liability $2,000,000 per occurrence; certificate on file.',
      licensingInfo: 'NC DHHS summer day camp registration on file.',
      submittedAt: now,
    });

    await accountsRepo.insertDirectorProfile(tx, secondDirectorId, {
      registrationStatus: 'validated',
      onboardingStep: 'connect_completed',
      paymentAccountStatus: 'ready',
      contactPhone: '+19195550196',
      validatedAt: now,
      validatedById: adminId,
      organisationName: 'Apex Makers Guild',
      contactName: 'Jamie Ortiz',
      address: '215 N Salem St',
      city: 'Apex',
      state: 'NC',
      zipCode: '27502',
      phoneNumber: '+19195550196',
      website: 'https://www.apexmakers.example',
      description: 'A community makerspace running its own camps.',
      taxId: '56-7654321',
      yearsInOperation: 6,
      insuranceInfo: 'General liability $1,000,000 per occurrence; certificate on file.',
      licensingInfo: 'NC DHHS summer day camp registration on file.',
      submittedAt: now,
    });

    // The admin's acceptance of both providers, as the back office's audit trail shows it.
    for (const providerId of [directorId, secondDirectorId]) {
      await auditRepo.insert(tx, {
        actorId: adminId,
        entityType: 'camp_director_profiles',
        entityId: providerId,
        action: 'provider_validation',
        fromStatus: 'awaiting_validation',
        toStatus: 'validated',
        data: { decision: 'accept' },
        createdAt: now,
      });
    }

    // A specialist the admin invited who has not chosen a password yet (the staff list's
    // "invited" row; the admin can send the invitation again from there).
    const invited = await accountsRepo.insertUser(tx, {
      role: 'Specialist',
      email: `invited.specialist@${DEMO_EMAIL_DOMAIN}`,
      name: 'Riley Chen',
      firstName: 'Riley',
      lastName: 'Chen',
      passwordHash: null,
    });
    await auditRepo.insert(tx, {
      actorId: adminId,
      entityType: 'users',
      entityId: invited.id,
      action: 'staff_invited',
      toStatus: 'invited',
      data: {
        before: null,
        after: { role: 'Specialist', status: 'invited', email: invited.email },
      },
      createdAt: now,
    });

    await seedDemoApplicant(tx, DEMO_EMAIL_DOMAIN, now);
    await seedDemoCatalog(tx, directorId, secondDirectorId, now);
    const sales = await seedDemoOrders(
      tx,
      { directorId, specialistId, emailDomain: DEMO_EMAIL_DOMAIN },
      now,
    );
    await seedDemoPayouts(tx, directorId, sales, now);
    await seedDemoCoupons(tx, adminId, now);
    await seedDemoQueue(tx, { specialistId, emailDomain: DEMO_EMAIL_DOMAIN }, now);
    await seedPlan(tx, parentId, DEMO_PARENT_PLAN, specialistId, now);
    return credentials.map((a) => ({
      role: a.role,
      email: a.email,
      password: a.password,
      name: `${a.firstName} ${a.lastName}`,
    }));
  });
}

/** The last demo program belongs to the second demo director; the others to the first. */
async function seedDemoCatalog(
  tx: Tx,
  directorId: number,
  secondDirectorId: number,
  now: Date,
): Promise<void> {
  const ref = await loadReferenceIds(tx);
  const rng = createRng(20260601);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const generated: GeneratedActivity[] = [];
  const programIds: number[] = [];

  for (const [index, p] of DEMO_PROVIDERS.entries()) {
    const website = `https://www.${p.slug}.example`;
    const row = await catalogRepo.insertProgram(tx, {
      directorId: index === DEMO_PROVIDERS.length - 1 ? secondDirectorId : directorId,
      name: p.name,
      email: `info@${p.slug}.example`,
      website,
      address: p.address,
      city: p.city,
      state: 'NC',
      zipCode: p.zipCode,
      phoneNumber: p.phoneNumber,
      // The program form's FAQLink: a link to the program's FAQ page.
      faq: `${website}/faq`,
      waiverFormUrl: `${website}/waiver.pdf`,
      description: p.description,
      specialNeedsArray: Object.keys(p.specialNeeds),
      specialNeeds: p.specialNeeds,
      taxId: `56-${2314500 + index * 37}`,
      personalGrowth: p.personalGrowth,
      financialAidDescription:
        p.financialAidPercent === null
          ? null
          : `Need-based scholarships cover up to ${p.financialAidPercent}% of tuition.`,
      financialAidPercent: p.financialAidPercent,
      financialAidLink: p.financialAidPercent === null ? null : `${website}/financial-aid`,
      cancellationPolicy:
        'Full refund up to 30 days before the start date, 50% up to 14 days before, no refund after that.',
      latitude: p.latitude,
      longitude: p.longitude,
    });

    // A program carries program (personal growth) interests only; skill groups are the
    // activities' interests.
    const interestIds = p.programInterests.map((name) => {
      const id = ref.programInterests.get(name);
      if (id === undefined) throw new Error(`program interest ${name} not seeded`);
      return id;
    });
    await catalogRepo.replaceProgramInterests(tx, row.id, interestIds);
    programIds.push(row.id);

    const provider = {
      ...p,
      id: row.id,
      website,
      location: formatProgramLocation({ ...p, state: 'NC', zip_code: p.zipCode }),
    };
    for (let i = 0; i < ACTIVITIES_PER_PROVIDER; i++) {
      // Cycle through the program's camp types first so each one appears.
      const campTypes =
        i < p.campTypes.length ? [p.campTypes[i] as (typeof p.campTypes)[number]] : p.campTypes;
      generated.push(generateActivity(rng, { ...provider, campTypes }, i + 1, today, ref));
    }
  }
  await insertActivities(tx, generated, 500);
  // The first program's last three activities came from a bulk import, so its import list
  // shows one (to undo, unless families have them).
  const importedIds = await catalogRepo.newestActivityIds(tx, programIds[0]!, 3);
  await catalogRepo.insertImport(tx, {
    providerId: programIds[0]!,
    userId: directorId,
    activityIds: importedIds,
  });
}

/** The lines printed once at the start that created the demo accounts. */
export function formatDemoAccounts(accounts: readonly DemoAccount[], totp = false): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    'Demo accounts (passwords are shown only now; change them after signing in):',
    ...accounts.map((a) => `  ${a.role.padEnd(13)} ${a.email.padEnd(width)}  ${a.password}`),
    ...(totp
      ? [
          `The demo admin signs in with a code from an authenticator app set up with the key ${DEMO_ADMIN_TOTP_SECRET}`,
          '(or: npm run totp-code -w apps/api).',
        ]
      : []),
  ].join('\n');
}
