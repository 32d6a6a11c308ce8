// The form rules of the inventory's boundary (issue 15, slice 1), one valibot schema per form for both ends: the
// browser's forms check them before they send their one event, the server checks them (server/routes/inventory.ts,
// through formBody) before it acts, so both say the same thing. Messages are catalogue keys
// (domain/messages*.validation.ts), translated where they are shown.
import * as v from 'valibot';
import { encodeMessage as msg } from '../message-keys';
import { boundaryIssues, reportingYearBounds, type BoundaryEntry } from './boundary';
import { CONSOLIDATION_APPROACHES, GWP_SETS, type ConsolidationApproach } from './vocabulary';

export const FACILITY_LIMITS = { name: 200, street: 300 } as const;

// Control characters and bidirectional overrides, as domain/validation's free text.
const UNSAFE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

const optionalId = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))));

/**
 * Whether the picked address's levels belong together (each under the one above). The server asks its reference
 * lists; the browser's picker only offers children of the chosen parent, so it passes no lookup.
 */
export interface LocationLookup {
  countryExists(countryId: number): boolean;
  cityCountry(cityId: number): number | undefined;
  districtCity(districtId: number): number | undefined;
  wardDistrict(wardId: number): number | undefined;
}

/** The facility form (FacilityInput without `version`). */
export function makeFacilitySchema(lookup?: LocationLookup) {
  const fields = v.object({
    name: v.pipe(
      v.string(msg('validation.fieldRequired')),
      v.trim(),
      v.normalize('NFC'),
      v.nonEmpty(msg('validation.fieldRequired')),
      v.maxLength(FACILITY_LIMITS.name, msg('validation.maxLength', { max: FACILITY_LIMITS.name })),
      v.check((value) => !UNSAFE_TEXT.test(value), msg('validation.invalidCharacters')),
    ),
    countryId: v.pipe(
      v.number(msg('validation.fieldRequired')),
      v.integer(msg('validation.fieldRequired')),
      v.minValue(1, msg('validation.fieldRequired')),
    ),
    cityId: optionalId,
    districtId: optionalId,
    wardId: optionalId,
    street: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.normalize('NFC'),
          v.maxLength(FACILITY_LIMITS.street, msg('validation.maxLength', { max: FACILITY_LIMITS.street })),
          v.check((value) => !UNSAFE_TEXT.test(value), msg('validation.invalidCharacters')),
        ),
      ),
    ),
    sectorId: optionalId,
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  });
  if (!lookup) return v.pipe(fields);
  const mismatch = msg('validation.locationMismatch');
  return v.pipe(
    fields,
    v.forward(
      v.check((f) => lookup.countryExists(f.countryId), mismatch),
      ['countryId'],
    ),
    v.forward(
      v.check((f) => f.cityId == null || lookup.cityCountry(f.cityId) === f.countryId, mismatch),
      ['cityId'],
    ),
    v.forward(
      v.check(
        (f) => f.districtId == null || (f.cityId != null && lookup.districtCity(f.districtId) === f.cityId),
        mismatch,
      ),
      ['districtId'],
    ),
    v.forward(
      v.check(
        (f) => f.wardId == null || (f.districtId != null && lookup.wardDistrict(f.wardId) === f.districtId),
        mismatch,
      ),
      ['wardId'],
    ),
  );
}

/** The new-inventory form: a reporting year from 1990 to the current year (domain/inventory/boundary.ts). */
export function makeCreateInventorySchema(today: Date) {
  const { min, max } = reportingYearBounds(today);
  const yearRange = msg('validation.reportingYearRange', { min, max });
  return v.object({
    reportingYear: v.pipe(
      v.number(yearRange),
      v.integer(yearRange),
      v.minValue(min, yearRange),
      v.maxValue(max, yearRange),
    ),
    consolidationApproach: v.optional(v.picklist(CONSOLIDATION_APPROACHES)),
    gwpSet: v.optional(v.picklist(GWP_SETS)),
    isBaseYear: v.optional(v.boolean()),
  });
}

/** The boundary form: the approach and the facilities, with the equity-share rules of boundaryIssues. */
export const boundarySchema = v.pipe(
  v.object({
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    consolidationApproach: v.picklist(CONSOLIDATION_APPROACHES),
    facilities: v.array(
      v.object({
        facilityId: v.string(),
        equitySharePercent: v.optional(v.nullable(v.number())),
      }),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value as {
      consolidationApproach: ConsolidationApproach;
      facilities: BoundaryEntry[];
    };
    for (const issue of boundaryIssues(value.consolidationApproach, value.facilities)) {
      const [, index, key] = issue.field.split('.');
      const entry = value.facilities[Number(index)] as unknown as Record<string, unknown>;
      addIssue({
        message: msg(issue.key as Parameters<typeof msg>[0], issue.params),
        path: [
          { type: 'object', origin: 'value', input: value, key: 'facilities', value: value.facilities },
          { type: 'array', origin: 'value', input: value.facilities, key: Number(index), value: entry },
          { type: 'object', origin: 'value', input: entry, key, value: entry[key] },
        ],
      });
    }
  }),
);
