// Texts of the experts' landing page /expert, en. Same keys as vi.
import type { NamespaceExpertsHomeTranslation } from '../../i18n-types';

const expertsHome = {
  eyebrow: 'Expert directory',
  title: 'Find a greenhouse-gas expert your company can trust',
  lead: 'Inventory, verification, CBAM and ESG reporting experts vetted by the GHG Platform team, filtered by sector, service, standard, region and language, with academy certificates anyone can verify.',
  browse: 'Browse the experts',
  whatTitle: 'What the directory offers',
  vettedTitle: 'Vetted experts',
  vettedBody:
    'Our team reviews the experience and the evidence of credentials of every profile before it is listed.',
  filtersTitle: 'The right person for the job',
  filtersBody:
    'Filter by Decree 06 sector and CBAM goods group, by service, by standard (ISO 14064, GHG Protocol, ISO 14067, ISO 14068-1), by province and by working language.',
  certificatesTitle: 'Verifiable certificates',
  certificatesBody:
    'GHG Platform Academy certificates appear on profiles automatically, verified, with a link to their public verification page.',
  featuredTitle: 'Some of our experts',
  noFeatured: 'There are no experts in the directory yet.',
  allExperts: 'See all experts',
  joinTitle: 'Become an expert',
  joinLead:
    'Are you a greenhouse-gas consultant or verifier? Join the directory so that companies can find you.',
  joinStepApply:
    'Sign in and fill in your profile: sectors, services, standards, region, languages and credentials.',
  joinStepReview: 'Our team reviews your application and may ask you for changes.',
  joinStepPublish: 'Once approved, your profile is published and companies can send you requests.',
  apply: 'Apply to become an expert',
} satisfies NamespaceExpertsHomeTranslation;

export default expertsHome;
