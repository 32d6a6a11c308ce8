// Texts of contacting an expert (issue 13) shown with the public expert profile's panel, en. Same keys as vi.
import type { NamespaceExpertContactTranslation } from '../../i18n-types';

const expertContact = {
  panel: {
    title: 'Contact this expert',
    privacy:
      "Both sides' contact details are shared only once the expert accepts the request. Until then, the expert sees only the request and the workspace's name.",
    signInLead: 'Sign in with your company account to send this expert a consulting request.',
    signIn: 'Sign in to contact',
    loading: 'Loading the contact form…',
    illustrative:
      'This is an illustrative profile with no real expert account behind it, so it cannot take requests.',
    notContactable: 'You cannot send a request to this profile (for example, it is your own expert profile).',
  },
} satisfies NamespaceExpertContactTranslation;

export default expertContact;
