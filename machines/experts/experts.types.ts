// The expert directory's data as the contract names it (openapi/components/schemas/*Expert*.yaml, issue 13): the
// shapes the applicant's and the expert's own machines (application, own-profile) and their views read.
import type { components } from '../../openapi/schema';

export type ExpertApplication = components['schemas']['ExpertApplication'];
export type ExpertApplicationDraft = components['schemas']['ExpertApplicationDraft'];
export type ExpertApplicationInput = components['schemas']['ExpertApplicationInput'];
export type ExpertApplicationEvent = components['schemas']['ExpertApplicationEvent'];
export type ExpertOwnProfile = components['schemas']['ExpertOwnProfile'];
export type ExpertProfileUpdate = components['schemas']['ExpertProfileUpdate'];
export type ExpertCredential = components['schemas']['ExpertCredential'];
export type ExpertCredentialInput = components['schemas']['ExpertCredentialInput'];
export type Sector = components['schemas']['Sector'];
export type Country = components['schemas']['Country'];
export type City = components['schemas']['City'];

/** The lists the expert forms choose from: GET /sectors and GET /countries (all of them). */
export interface ExpertReference {
  sectors: Sector[];
  countries: Country[];
}

/** The cities of one country (GET /countries/{id}/cities), or none while no country is chosen. */
export interface CityList {
  countryId: number | null;
  cities: City[];
}
