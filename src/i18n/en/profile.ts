// Texts of the profile screens (view, edit, change password), en.
import type { Translation } from '../i18n-types';

const profile = {
  loading: 'Loading your profile…',
  loadFailed: 'The profile could not be loaded.',
  retry: 'Try again',
  signInFirst: 'Please sign in to see your profile. Taking you to the sign-in page…',
  edit: 'Edit profile',
  backToProfile: 'Back to profile',
  details: 'Personal details',
  notProvided: 'Not provided',
  memberSince: 'Member since {date}',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    bio: 'About you',
    location: 'Location',
    profession: 'Profession',
    organizationName: 'Organization name',
  },
  hints: {
    email: 'Your sign-in email; it cannot be changed here.',
    phone: 'A Vietnamese mobile number, e.g. 0912 345 678. Leave it empty to not share one.',
    location: 'City, province or country.',
    profession: 'For example: environmental specialist, or your sector.',
  },
  workspaces: 'Workspaces',
  noWorkspaces: 'You do not belong to any workspace yet.',
  roles: {
    OWNER: 'Owner',
    ADMIN: 'Administrator',
    MEMBER: 'Member',
  },
  statuses: {
    ACTIVE: 'Active',
    SUSPENDED: 'Suspended',
  },
  save: 'Save changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  avatar: {
    title: 'Profile picture',
    alt: 'Profile picture of {name}',
    none: 'No profile picture yet',
    choose: 'Choose a profile picture',
    hint: 'A PNG, JPEG or WebP image of at most 2 MB.',
    uploading: 'Uploading the picture…',
    uploaded: 'Profile picture updated',
    wrongType: 'Only PNG, JPEG or WebP images are accepted.',
    tooLarge: 'The image is larger than 2 MB.',
  },
  changePassword: {
    title: 'Change password',
    previousPassword: 'Current password',
    proposedPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint:
      '{min} to {max} characters, with uppercase and lowercase letters, numbers and special characters.',
    submit: 'Change password',
    submitting: 'Changing password…',
  },
} satisfies Translation['profile'];

export default profile;
