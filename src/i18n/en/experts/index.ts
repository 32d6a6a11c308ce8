// Texts of the public expert directory (/expert, the expert list and a public profile), en: a namespace of its own.
// The closed lists' labels (services, standards, languages, availability) are keyed by the codes of
// domain/experts/vocabulary.ts.
import type { NamespaceExpertsTranslation } from '../../i18n-types';

const experts = {
  breadcrumb: 'Breadcrumb',
  loading: 'Loading…',
  failed: 'The data could not be loaded. Please try again.',
  retry: 'Try again',
  illustrative: 'Illustrative example',
  illustrativeNote:
    'This is an illustrative profile showing how the directory works: the person, organisation and credentials in it are not real.',
  services: {
    GHG_INVENTORY: 'GHG inventory',
    VERIFICATION: 'Verification',
    CBAM_REPORTING: 'CBAM reporting',
    ESG_REPORTING: 'ESG reporting',
    TRAINING: 'Training',
  },
  standards: {
    ISO_14064_1: 'ISO 14064-1',
    ISO_14064_3: 'ISO 14064-3',
    GHG_PROTOCOL: 'GHG Protocol',
    ISO_14067: 'ISO 14067',
    ISO_14068_1: 'ISO 14068-1',
  },
  languages: {
    vi: 'Vietnamese',
    en: 'English',
    fr: 'French',
    de: 'German',
    ja: 'Japanese',
    ko: 'Korean',
    zh: 'Chinese',
    th: 'Thai',
    id: 'Indonesian',
    ms: 'Malay',
    km: 'Khmer',
    lo: 'Lao',
  },
  availability: {
    AVAILABLE: 'Taking new work',
    LIMITED: 'Limited availability',
    UNAVAILABLE: 'Not taking new work',
  },
  card: {
    years: '{count} {{year|years}} of experience',
    verified: '{count} verified {{credential|credentials}}',
    viewProfile: 'View the profile of {name}',
  },
  profile: {
    facts: 'Key facts',
    location: 'Region',
    languages: 'Working languages',
    availability: 'Availability',
    experience: 'Experience',
    organization: 'Organisation',
    sectors: 'Sectors',
    services: 'Services',
    standards: 'Standards',
    about: 'About',
    credentials: 'Credentials',
    noCredentials: 'No verified credentials yet.',
    verified: 'Verified',
    academy: 'GHG Platform Academy certificate',
    issuedBy: 'Issued by {issuer}',
    issuedOn: 'Issued {date}',
    expiresOn: 'Expires {date}',
    expired: 'Expired',
    evidence: 'See the evidence',
    verify: 'Verify the certificate',
    profileLink: "The expert's profile page",
    photo: 'Photo of {name}',
    backToList: 'Back to the expert list',
  },
} satisfies NamespaceExpertsTranslation;

export default experts;
