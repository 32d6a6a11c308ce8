// Labels of the expert directory's closed lists, en. Same keys as vi.
import type { NamespaceExpertVocabularyTranslation } from '../../i18n-types';

const expertVocabulary = {
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
  rejectionReasons: {
    INSUFFICIENT_EXPERIENCE: 'Not enough experience',
    UNVERIFIABLE_CREDENTIALS: 'Credentials could not be verified',
    OUT_OF_SCOPE: 'Outside the scope of the expert directory',
    INCOMPLETE_OR_INACCURATE: 'Incomplete or inaccurate information',
    OTHER: 'Other reason',
  },
  statuses: {
    DRAFT: 'Draft',
    SUBMITTED: 'Sent, waiting for review',
    UNDER_REVIEW: 'Under review',
    CHANGES_REQUESTED: 'Changes requested',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  },
  kinds: {
    NEW: 'New application',
    CREDENTIALS: 'Credentials change',
  },
} satisfies NamespaceExpertVocabularyTranslation;

export default expertVocabulary;
