// Types of the expert's own profile (own-profile.machine.ts, /expert/my-profile) and of its view.
import type { Failure, Notice } from '../../domain/failures';
import type { CityList, ExpertOwnProfile, ExpertProfileUpdate, ExpertReference } from './experts.types';

/** GET /experts/me/profile with the form's lists and the cities of the profile's country. */
export interface OwnProfileLoad {
  profile: ExpertOwnProfile;
  reference: ExpertReference;
  cities: CityList;
}

export interface OwnProfileContext {
  profile: ExpertOwnProfile | null;
  reference: ExpertReference | null;
  cities: CityList;
  failure: Failure | null;
  error: Notice | null;
  fieldErrors: Record<string, Notice>;
  notice: 'saved' | null;
  /** Counts the saves, so the view can start its form again from what is now published. */
  saves: number;
}

export type OwnProfileEvent =
  /** Publishes the form (the view checked it with the profile rules); changed credentials go to review. */
  | { type: 'user.save'; data: ExpertProfileUpdate }
  | { type: 'user.chooseCountry'; countryId: number | null }
  | { type: 'user.editField'; field: string }
  | { type: 'user.dismissNotice' }
  | { type: 'user.reload' }
  | { type: 'user.retry' };

export interface OwnProfileTypes {
  context: OwnProfileContext;
  events: OwnProfileEvent;
  tags: 'busy';
}

export type OwnProfileView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      profile: ExpertOwnProfile;
      reference: ExpertReference;
      cities: CityList;
      busy: 'saving' | 'cities' | null;
      error: Notice | null;
      fieldErrors: Record<string, Notice>;
      notice: 'saved' | null;
      saves: number;
    }
  /** Signed in but not an expert (404): the page points to the application. */
  | { kind: 'notExpert' }
  | { kind: 'conflict'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
