import type { Tx } from '../client.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as auditRepo from '../../data/audit/repository.js';

const DAY_MS = 86_400_000;

/**
 * A camp director who submitted the provider profile a day ago and awaits validation, so the back
 * office's providers queue opens on someone to accept or reject at first start. The account has
 * no password (nobody signs in as it) and no programs; its submission is in the audit trail.
 */
export async function seedDemoApplicant(tx: Tx, emailDomain: string, now: Date): Promise<number> {
  const submittedAt = new Date(now.getTime() - DAY_MS);
  const user = await accountsRepo.insertUser(tx, {
    role: 'CampDirector',
    email: `applicant.director@${emailDomain}`,
    name: 'Pat Morgan',
    firstName: 'Pat',
    lastName: 'Morgan',
    passwordHash: null,
    confirmedAt: submittedAt,
  });
  await accountsRepo.insertDirectorProfile(tx, user.id, {
    registrationStatus: 'awaiting_validation',
    onboardingStep: 'show_congratulations',
    contactPhone: '+19195550195',
    organisationName: 'Oak Ridge Outdoor School',
    contactName: 'Pat Morgan',
    address: '4900 Reedy Creek Rd',
    city: 'Raleigh',
    state: 'NC',
    zipCode: '27607',
    phoneNumber: '+19195550195',
    website: 'https://www.oakridgeoutdoor.example',
    description: 'Forest school days and week-long outdoor camps for ages 6 to 12.',
    taxId: '56-2468135',
    yearsInOperation: 4,
    insuranceInfo: 'General liability $1,000,000 per occurrence; certificate on file.',
    licensingInfo: 'NC DHHS summer day camp registration pending.',
    submittedAt,
  });
  await auditRepo.insert(tx, {
    actorId: user.id,
    entityType: 'camp_director_profiles',
    entityId: user.id,
    action: 'provider_profile_submitted',
    fromStatus: 'needs_provider_profile',
    toStatus: 'awaiting_validation',
    data: {},
    createdAt: submittedAt,
  });
  return user.id;
}
