// Expert applications on the server (issue 13): the applicant's save and submit, the staff review steps, the
// answers (ExpertApplication, StaffExpertApplication, ExpertOwnProfile) and the mails of each step. Every status
// change asks domain/experts/application-lifecycle.ts first (`nextApplicationStatus`) and names the version it
// read; anything else is 409 CONFLICT. Routes: server/routes/expert-applications.ts, staff-expert-applications.ts,
// expert-profile.ts.
import {
  APPLICATION_EVENT_ACTOR,
  isApplicantEditable,
  nextApplicationStatus,
  type ApplicationEvent,
  type ApplicationKind,
} from '../../domain/experts/application-lifecycle';
import { EXPERT_GROUP, type RejectionReason } from '../../domain/experts/vocabulary';
import type { Locale } from '../../domain/messages';
import type { components } from '../../openapi/schema';
import type { Db } from '../db/client';
import type { ReferenceCache } from '../db/reference-cache';
import { insertAuditEntry } from '../db/repos/audit-log';
import {
  findApplicant,
  findLatestApplication,
  insertApplication,
  insertCreationEvent,
  listApplicationEvents,
  lockApplication,
  lockLatestApplication,
  moveApplication,
  saveApplicationData,
  type ApplicantRecord,
  type ApplicationData,
  type ApplicationRecord,
} from '../db/repos/expert-applications';
import {
  findProfileOfUser,
  freeProfileSlug,
  publishProfile,
  replaceProfileCredentials,
  type ProfileRecord,
} from '../db/repos/expert-profiles';
import { conflict, notFound } from '../errors';
import type { CognitoAdmin } from '../identity/cognito-admin';
import { enqueueMail } from '../mail/outbox';
import { profileCredentials, verifiedCount, type ExpertCredentialInput } from './credentials';

type Q = Pick<Db, 'query'>;
type Schemas = components['schemas'];

/** The site's pages the mails link to (src/app/paths.ts: expertApply, expertMyProfile, expertProfile). */
export const expertPages = {
  apply: (site: string) => `${site}/expert/apply`,
  myProfile: (site: string) => `${site}/expert/my-profile`,
  profile: (site: string, slug: string) => `${site}/expert/profile/${encodeURIComponent(slug)}`,
};

/** Where the applicant follows an application of this kind. */
const followLink = (site: string, kind: ApplicationKind) =>
  kind === 'NEW' ? expertPages.apply(site) : expertPages.myProfile(site);

// ---------------------------------------------------------------------------------------------------------------
// Answers

async function eventViews(db: Q, record: ApplicationRecord): Promise<Schemas['ExpertApplicationEvent'][]> {
  const events = await listApplicationEvents(db, record.id);
  return events.map((e) => ({
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    message: e.message,
    byStaff: e.actorUserId !== null && e.actorUserId !== record.userId,
    at: e.at.toISOString(),
  }));
}

/** ExpertApplication: the application as its applicant sees it, with its history. */
export async function applicationView(
  db: Q,
  record: ApplicationRecord,
): Promise<Schemas['ExpertApplication']> {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    data: record.data,
    changesRequestedMessage: record.changesRequestedMessage,
    rejectionReason: record.rejectionReason,
    rejectionMessage: record.rejectionMessage,
    submittedAt: record.submittedAt?.toISOString() ?? null,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    version: record.version,
    events: await eventViews(db, record),
  };
}

function applicantView(applicant: ApplicantRecord): Schemas['ExpertApplicant'] {
  return {
    userId: applicant.userId,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    email: applicant.email,
  };
}

export function staffSummaryView(
  record: ApplicationRecord,
  applicant: ApplicantRecord,
): Schemas['StaffExpertApplicationSummary'] {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    applicant: applicantView(applicant),
    headline: record.data.headline ?? null,
    submittedAt: record.submittedAt?.toISOString() ?? null,
    updatedAt: record.updatedAt.toISOString(),
    version: record.version,
  };
}

/** StaffExpertApplication: the application with the account, its academy certificates and the history. */
export async function staffApplicationView(
  db: Q,
  record: ApplicationRecord,
  site: string,
): Promise<Schemas['StaffExpertApplication']> {
  const applicant = await findApplicant(db, record.userId);
  if (!applicant) throw notFound();
  const profile = record.kind === 'CREDENTIALS' ? await findProfileOfUser(db, record.userId) : null;
  const academy = await profileCredentials(db, {
    userId: record.userId,
    declared: [],
    now: new Date(),
    site,
  });
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    applicant: applicantView(applicant),
    data: record.data,
    academyCertificates: academy,
    publishedCredentials: profile ? profile.credentials : null,
    changesRequestedMessage: record.changesRequestedMessage,
    rejectionReason: record.rejectionReason,
    rejectionMessage: record.rejectionMessage,
    submittedAt: record.submittedAt?.toISOString() ?? null,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    updatedAt: record.updatedAt.toISOString(),
    version: record.version,
    events: await eventViews(db, record),
  };
}

/** ExpertOwnProfile: the published profile with its private phone and the latest credentials change. */
export async function ownProfileView(
  db: Q,
  reference: ReferenceCache,
  profile: ProfileRecord,
  locale: Locale,
  site: string,
): Promise<Schemas['ExpertOwnProfile']> {
  const credentials = await profileCredentials(db, {
    userId: profile.userId,
    declared: profile.credentials,
    now: new Date(),
    site,
  });
  const country = reference.country(profile.countryId)!;
  const city = profile.cityId === null ? null : (reference.city(profile.cityId) ?? null);
  const countryName = locale === 'en' ? country.name_en : country.name_vi;
  const pending = profile.userId ? await findLatestApplication(db, profile.userId, 'CREDENTIALS') : null;
  return {
    id: profile.id,
    slug: profile.slug,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatarUrl: profile.avatarUrl,
    headline: profile.headline,
    profession: profile.profession,
    organizationName: profile.organizationName,
    location: city ? `${city.name}, ${countryName}` : countryName,
    description: profile.description,
    sectors: reference.sectors.filter((s) => profile.sectorIds.includes(s.id)).map((s) => ({ ...s })),
    services: profile.services,
    standards: profile.standards,
    country: { ...country },
    city: city ? { ...city } : null,
    languages: profile.languages,
    availability: profile.availability,
    yearsOfExperience: profile.yearsOfExperience,
    verifiedCredentialCount: verifiedCount(credentials),
    illustrative: profile.illustrative,
    credentials,
    profileUrl: profile.profileUrl,
    publishedAt: profile.publishedAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    // The expert themself: never offered their own contact form.
    contactable: false,
    contactPhone: profile.contactPhone,
    pendingCredentials: pending ? await applicationView(db, pending) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The applicant's steps

export interface ApplicantStep {
  userId: string;
  kind: ApplicationKind;
  data: ApplicationData;
  /** The version the form was loaded from (absent: the caller has no open application). */
  version: number | undefined;
  site: string;
}

/**
 * Saves (`submit` false) or submits the caller's application of `kind`, in `tx`: a new one when they have none or
 * their last one was REJECTED; else their DRAFT / CHANGES_REQUESTED one at `version`. 409 when it is with staff,
 * approved, or the version is stale. A submission mails the receipt (the caller wakes the sender after commit).
 */
export async function applicantStep(tx: Q, step: ApplicantStep, submit: boolean): Promise<ApplicationRecord> {
  const latest = await lockLatestApplication(tx, step.userId, step.kind);
  // An expert already (e.g. a seeded demo expert without an application) edits the profile instead.
  if (step.kind === 'NEW' && (await findProfileOfUser(tx, step.userId))) throw conflict();
  let record: ApplicationRecord;
  if (!latest || latest.status === 'REJECTED') {
    record = await insertApplication(tx, { userId: step.userId, kind: step.kind, data: step.data });
    await insertCreationEvent(tx, record.id, step.userId);
  } else {
    if (!isApplicantEditable(latest.status) || nextApplicationStatus(latest.status, 'save') === null) {
      throw conflict();
    }
    if (step.version !== latest.version) throw conflict();
    const saved = await saveApplicationData(tx, latest.id, latest.version, step.data);
    if (!saved) throw conflict();
    record = saved;
  }
  if (!submit) return record;
  const to = nextApplicationStatus(record.status, 'submit');
  if (!to) throw conflict();
  const moved = await moveApplication(tx, record.id, record.version, {
    from: record.status,
    to,
    actorUserId: step.userId,
  });
  if (!moved) throw conflict();
  await mailApplicant(tx, moved, 'expert-application-received', step.site);
  return moved;
}

// ---------------------------------------------------------------------------------------------------------------
// The staff's steps

export interface StaffStep {
  applicationId: string;
  version: number;
  event: Extract<ApplicationEvent, 'startReview' | 'requestChanges' | 'approve' | 'reject'>;
  staff: { userId: string; email: string };
  message?: string;
  reasonCode?: RejectionReason;
  site: string;
}

/** The audit log's name for an application. */
const ENTITY = 'expertApplication';

/**
 * One review step, in `tx`: the lifecycle's move, the event, the audit row, the consequences of an approval, and
 * the applicant's mail. 404 for an unknown application, 409 for a move the lifecycle refuses or a stale version.
 *
 * Approval of a NEW application publishes the profile and puts the account in the Cognito group `experts`. The
 * Cognito call is the LAST thing done inside the transaction, just before the commit: when Cognito fails, the
 * transaction rolls back (no profile, the application stays UNDER_REVIEW, no mail) and staff simply approve again.
 * The opposite order could leave a published profile whose account is not in the group. What remains is a commit
 * that fails after Cognito said yes: the account is then in the group without a profile, which gives it nothing
 * (every expert route reads the profile row, the database role, and the group is only a claim in its next token),
 * and the next approval adds it again (adding a member twice changes nothing).
 */
export async function staffStep(
  tx: Q,
  identity: Pick<CognitoAdmin, 'addUserToGroup'>,
  step: StaffStep,
): Promise<ApplicationRecord> {
  if (APPLICATION_EVENT_ACTOR[step.event] !== 'staff') throw conflict();
  const current = await lockApplication(tx, step.applicationId);
  if (!current) throw notFound();
  const to = nextApplicationStatus(current.status, step.event);
  if (!to || step.version !== current.version) throw conflict();
  const moved = await moveApplication(tx, current.id, current.version, {
    from: current.status,
    to,
    actorUserId: step.staff.userId,
    message: step.message ?? null,
    rejectionReason: step.event === 'reject' ? (step.reasonCode ?? 'OTHER') : null,
  });
  if (!moved) throw conflict();
  const applicant = await findApplicant(tx, moved.userId);
  if (!applicant) throw notFound();

  let profileSlug: string | null = null;
  if (step.event === 'approve') {
    if (moved.kind === 'NEW') profileSlug = (await publishFromApplication(tx, moved, applicant)).slug;
    else {
      const profile = await findProfileOfUser(tx, moved.userId);
      // An expert whose profile is gone has no credentials to change.
      if (!profile) throw conflict();
      await replaceProfileCredentials(tx, moved.userId, moved.data.credentials ?? []);
      profileSlug = profile.slug;
    }
  }

  await insertAuditEntry(tx, {
    actorUserId: step.staff.userId,
    actorEmail: step.staff.email,
    action: `${ENTITY}.${step.event}`,
    entityType: ENTITY,
    entityId: moved.id,
    before: { status: current.status, version: current.version },
    after: {
      status: moved.status,
      kind: moved.kind,
      ...(step.message !== undefined ? { message: step.message } : {}),
      ...(step.event === 'reject' ? { reasonCode: moved.rejectionReason } : {}),
      ...(profileSlug ? { profileSlug } : {}),
    },
  });

  switch (step.event) {
    case 'startReview':
      await mailApplicant(tx, moved, 'expert-application-review-started', step.site, applicant);
      break;
    case 'requestChanges':
      await mailApplicant(tx, moved, 'expert-application-changes-requested', step.site, applicant);
      break;
    case 'reject':
      await mailApplicant(tx, moved, 'expert-application-rejected', step.site, applicant);
      break;
    case 'approve':
      await mailApplicant(tx, moved, 'expert-application-approved', step.site, applicant, profileSlug!);
      // Last, just before the commit (see above).
      if (moved.kind === 'NEW') await identity.addUserToGroup(applicant.email, EXPERT_GROUP);
      break;
  }
  return moved;
}

/** The approved NEW application as the published profile (its name, a free slug, every field, the phone). */
async function publishFromApplication(tx: Q, record: ApplicationRecord, applicant: ApplicantRecord) {
  const d = record.data;
  // Submitted applications are complete (ExpertApplicationInput); the fallbacks only keep the types honest.
  const firstName = d.firstName ?? applicant.firstName;
  const lastName = d.lastName ?? applicant.lastName;
  const name = applicant.locale === 'en' ? `${firstName} ${lastName}` : `${lastName} ${firstName}`;
  const existing = await findProfileOfUser(tx, record.userId);
  const slug = existing?.slug ?? (await freeProfileSlug(tx, name, record.userId));
  return publishProfile(
    tx,
    {
      userId: record.userId,
      firstName,
      lastName,
      headline: d.headline ?? '',
      description: d.description ?? '',
      profession: d.profession ?? null,
      organizationName: d.organizationName ?? null,
      sectorIds: d.sectorIds ?? [],
      services: d.services ?? [],
      standards: d.standards ?? [],
      countryId: d.countryId ?? 0,
      cityId: d.cityId ?? null,
      languages: d.languages ?? [],
      availability: d.availability ?? 'AVAILABLE',
      yearsOfExperience: d.yearsOfExperience ?? 0,
      profileUrl: d.profileUrl ?? null,
      contactPhone: d.phone ?? null,
      credentials: (d.credentials ?? []) as ExpertCredentialInput[],
    },
    slug,
  );
}

type StepTemplate =
  | 'expert-application-received'
  | 'expert-application-review-started'
  | 'expert-application-changes-requested'
  | 'expert-application-approved'
  | 'expert-application-rejected';

/** The mail of a step, to the applicant's account e-mail, in their language. */
async function mailApplicant(
  tx: Q,
  record: ApplicationRecord,
  template: StepTemplate,
  site: string,
  known?: ApplicantRecord,
  profileSlug?: string,
): Promise<void> {
  const applicant = known ?? (await findApplicant(tx, record.userId));
  if (!applicant) return;
  const base = {
    firstName: record.data.firstName ?? applicant.firstName,
    kind: record.kind,
    link: followLink(site, record.kind),
  };
  const to = applicant.email;
  const locale = applicant.locale;
  switch (template) {
    case 'expert-application-received':
    case 'expert-application-review-started':
      await enqueueMail(tx, { to, locale, template, payload: base });
      return;
    case 'expert-application-changes-requested':
      await enqueueMail(tx, {
        to,
        locale,
        template,
        payload: { ...base, message: record.changesRequestedMessage ?? '' },
      });
      return;
    case 'expert-application-rejected':
      await enqueueMail(tx, {
        to,
        locale,
        template,
        payload: {
          ...base,
          reasonCode: record.rejectionReason ?? 'OTHER',
          message: record.rejectionMessage ?? '',
        },
      });
      return;
    case 'expert-application-approved':
      await enqueueMail(tx, {
        to,
        locale,
        template,
        payload: {
          ...base,
          link: expertPages.profile(site, profileSlug ?? ''),
          myProfileLink: expertPages.myProfile(site),
        },
      });
      return;
  }
}
