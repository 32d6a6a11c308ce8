// Texts of the public article, blog and success-story pages, en.
import type { NamespaceArticlesTranslation } from '../../i18n-types';

const articles = {
  newsLead:
    'News and guides on greenhouse-gas inventories under Decree 06, CBAM and ESG reporting for companies in Vietnam, with the source of every figure.',
  blogLead:
    'In-depth explainers: scopes 1, 2 and 3, emission factors, CBAM embedded emissions and how to get started, written by our expert team.',
  storiesLead:
    'How companies inventory their greenhouse gases and prepare for CBAM reporting. The stories below are illustrative examples, not real customers.',
  sections: 'Sections',
  newsTab: 'News and guides',
  blogTab: 'Blog',
  storiesTab: 'Success stories',
  categoryNews: 'News',
  categoryBlog: 'Blog',
  readingTime: '{minutes} min read',
  publishedOn: 'Published {date}',
  updatedOn: 'Updated {date}',
  byAuthor: 'By {author}',
  sources: 'Sources',
  tags: 'Tags',
  filteredByTag: 'Filtered by the tag “{tag}”',
  clearTag: 'Clear filter',
  readMore: 'Read “{title}”',
  empty: 'No articles here yet.',
  emptyTag: 'No articles are tagged “{tag}” yet.',
  emptyStories: 'No stories yet.',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  loading: 'Loading the content…',
  failed: 'The content could not be loaded. Please try again.',
  retry: 'Try again',
  onlyInVietnamese: 'This article is only available in Vietnamese for now.',
  backToNews: 'Back to the articles',
  backToBlog: 'Back to the blog',
  backToStories: 'Back to the stories',
  illustrative: 'Illustrative example',
  illustrativeNote:
    'This is an illustrative example written by the GHG Platform team to explain the approach; it is not the story of a real customer.',
  results: 'Results',
  readStory: 'Read the story “{title}”',
  closingTitle: 'Start the greenhouse-gas inventory for your company',
  closingBody:
    'Create an account to open a workspace, or leave your details and one of our experts will contact you.',
  signUp: 'Create an account',
  contact: 'Talk to an expert',
  feed: 'Get new articles by RSS',
} satisfies NamespaceArticlesTranslation;

export default articles;
