// Types of the profile machine (/user/profile and /user/profile/edit): what it loads, the events of the edit form,
// the contracts of its named actors and the view union.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';
import type { ProfileUpdateData } from '../../domain/validation';

export type Profile = components['schemas']['User'];
export type ProfileMe = components['schemas']['Me'];
export type ProfileSpace = components['schemas']['SpaceMembership'];
/** A certificate of completion of an academy course (GET /academy/certificates). */
export type ProfileCertificate = components['schemas']['Certificate'];

/** What the pages show besides the profile: the user's spaces, and suggestions for the edit form's free texts. */
export interface ProfileSuggestions {
  /** Sector names (for "profession"). */
  professions: string[];
  /** Country names (for "location"). */
  locations: string[];
}

export interface LoadProfileOutput {
  profile: Profile;
  spaces: ProfileSpace[];
  /** The user's academy certificates, newest first (the profile page lists them). */
  certificates: ProfileCertificate[];
  suggestions: ProfileSuggestions;
}

export interface LoadProfileInput {
  /** The edit page also loads the suggestion lists (sectors, countries) in parallel with me + profile. */
  withSuggestions: boolean;
}

/** The part of a `File` the machine looks at (the view passes the File itself). */
export interface AvatarFile {
  type: string;
  size: number;
}

/** Why an image was refused: checked in the browser before sending, and read from the server's 413 / 415. */
export type AvatarError = { kind: 'wrongType' } | { kind: 'tooLarge' } | { kind: 'failed'; notice: Notice };

export interface ProfileContext {
  withSuggestions: boolean;
  profile: Profile | null;
  spaces: ProfileSpace[];
  certificates: ProfileCertificate[];
  suggestions: ProfileSuggestions;
  /** Why loading failed. */
  loadError: Notice | null;
  /** The last save's problems: per field (server VALIDATION_FAILED details), and for the form. */
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
  avatarError: AvatarError | null;
}

export interface ProfileInput {
  withSuggestions?: boolean;
}

export type ProfileEvent =
  /** The edit form's values, already validated by the view with `makeProfileUpdateSchema`. */
  | { type: 'user.save'; values: ProfileUpdateData }
  | { type: 'user.uploadAvatar'; file: AvatarFile }
  | { type: 'user.editField'; field: string }
  | { type: 'user.retry' };

export type ProfileTag = 'busy' | 'saving' | 'uploading';

export type SaveProfileInput = ProfileUpdateData;
export interface UploadAvatarInput {
  file: AvatarFile;
}

export type ProfileView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: Notice }
  | {
      kind: 'ready';
      profile: Profile;
      spaces: ProfileSpace[];
      certificates: ProfileCertificate[];
      suggestions: ProfileSuggestions;
      saving: boolean;
      uploading: boolean;
      fieldErrors: Record<string, Notice>;
      error: Notice | null;
      avatarError: AvatarError | null;
    };

export interface ProfileTypes {
  context: ProfileContext;
  input: ProfileInput | void;
  events: ProfileEvent;
  tags: ProfileTag;
}
