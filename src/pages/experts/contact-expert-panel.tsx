// Issue 13: the "contact this expert" panel of a public expert profile (the contact-request helper writes it).
// The profile page mounts it with the profile it shows; it renders nothing until written.
import type { components } from '../../../openapi/schema';

export interface ContactExpertPanelProps {
  profile: components['schemas']['ExpertProfile'];
}

export default function ContactExpertPanel(_props: ContactExpertPanelProps): null {
  return null;
}
