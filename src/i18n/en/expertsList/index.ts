// Texts of the experts' directory list /expert/list-expert, en. Same keys as vi.
import type { NamespaceExpertsListTranslation } from '../../i18n-types';

const expertsList = {
  lead: 'Greenhouse-gas inventory, verification and reporting experts. Filter by what your company needs.',
  filters: 'Filter experts',
  name: 'Expert name',
  namePlaceholder: 'For example: Nguyen Van',
  sector: 'Sector',
  service: 'Service',
  standard: 'Standard',
  country: 'Country',
  city: 'Province / city',
  language: 'Language',
  any: 'All',
  apply: 'Filter',
  clear: 'Clear filters',
  results: '{count} {{expert|experts}}',
  empty: 'No expert matches these filters.',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
} satisfies NamespaceExpertsListTranslation;

export default expertsList;
