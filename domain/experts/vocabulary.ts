// The expert directory's closed lists (issue 13), as codes shared by the database (CHECK constraints in
// server/db/migrations/1000_experts.sql), the OpenAPI document (enums) and the browser (labels live in i18n, keyed
// by these codes). Adding a code means adding it in all three places; tests/unit compare them.
//
// Sectors are not here: they are the reference list of `GET /sectors` (Decree 06 inventory sectors and the CBAM goods
// groups, server/db/seed-data/sectors.json), referenced by id.

/** What an expert offers. */
export const EXPERT_SERVICES = [
  'GHG_INVENTORY',
  'VERIFICATION',
  'CBAM_REPORTING',
  'ESG_REPORTING',
  'TRAINING',
] as const;
export type ExpertService = (typeof EXPERT_SERVICES)[number];

/** The standards an expert works to. */
export const EXPERT_STANDARDS = [
  'ISO_14064_1',
  'ISO_14064_3',
  'GHG_PROTOCOL',
  'ISO_14067',
  'ISO_14068_1',
] as const;
export type ExpertStandard = (typeof EXPERT_STANDARDS)[number];

/** Languages an expert works in (ISO 639-1), the region's business languages. */
export const EXPERT_LANGUAGES = [
  'vi',
  'en',
  'fr',
  'de',
  'ja',
  'ko',
  'zh',
  'th',
  'id',
  'ms',
  'km',
  'lo',
] as const;
export type ExpertLanguage = (typeof EXPERT_LANGUAGES)[number];

/** Whether the expert takes new work now. */
export const EXPERT_AVAILABILITY = ['AVAILABLE', 'LIMITED', 'UNAVAILABLE'] as const;
export type ExpertAvailability = (typeof EXPERT_AVAILABILITY)[number];

/** Why staff rejected an application (the applicant also gets staff's text). */
export const REJECTION_REASONS = [
  'INSUFFICIENT_EXPERIENCE',
  'UNVERIFIABLE_CREDENTIALS',
  'OUT_OF_SCOPE',
  'INCOMPLETE_OR_INACCURATE',
  'OTHER',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The emission scopes a company asks an expert about (GHG Protocol / ISO 14064-1 categories). */
export const CONTACT_SCOPES = ['SCOPE_1', 'SCOPE_2', 'SCOPE_3', 'CBAM'] as const;
export type ContactScope = (typeof CONTACT_SCOPES)[number];

/** The Cognito group of approved experts (the server also keeps the role in `expert_profiles`). */
export const EXPERT_GROUP = 'experts';

/** Bounds shared by the OpenAPI schemas, the form rules and the database checks. */
export const EXPERT_LIMITS = {
  headline: { min: 10, max: 120 },
  description: { min: 50, max: 2000 },
  profession: { max: 100 },
  organizationName: { max: 200 },
  sectors: { min: 1, max: 10 },
  services: { min: 1, max: EXPERT_SERVICES.length },
  standards: { max: EXPERT_STANDARDS.length },
  languages: { min: 1, max: 6 },
  yearsOfExperience: { min: 0, max: 70 },
  credentials: { max: 10 },
  credentialTitle: { min: 2, max: 200 },
  credentialIssuer: { min: 2, max: 200 },
  url: { max: 2048 },
  staffMessage: { min: 10, max: 2000 },
  contactMessage: { min: 20, max: 2000 },
  declineReason: { max: 500 },
  /** A contact request's deadline: from today to this many days ahead. */
  contactDeadlineMaxDays: 730,
} as const;
