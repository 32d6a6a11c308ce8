// Texts shared by the content pages (solutions, about us, legal), en. The long-form copy lives in each page's module.
import type { NamespaceContentTranslation } from '../../i18n-types';

const content = {
  breadcrumb: 'You are here',
  onThisPage: 'On this page',
  sourcePrefix: 'Source:',
  updated: 'Last updated: {date}',
  signUp: 'Create an account',
  contact: 'Talk to an expert',
  sectors: 'Greenhouse-gas inventories by sector',
  closing: {
    title: "Talk to an expert about your company's case",
    body: 'Create an account to open a workspace, or leave your details and one of our experts will contact you.',
  },
} satisfies NamespaceContentTranslation;

export default content;
