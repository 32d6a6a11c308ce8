// /work-space/facilities (issue 15, slice 1): the workspace's facilities (they persist across reporting years). The
// owner or an admin adds one (name, sector, an address picked country -> city -> district -> ward from the location
// lists, a street line), edits or archives it. Renders the facilities machine; each form has its own address-picker
// machine; the form sends one `user.save` with the picked address.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addressPickerMachine } from '../../../machines/inventory/address-picker.machine';
import type { SectorOption } from '../../../machines/inventory/facilities.machine';
import type { Facility, FacilityValues, Refusal } from '../../../machines/inventory/inventory.types';
import { FACILITY_LIMITS } from '../../../domain/inventory/forms';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { createAddressPickerLogic, createFacilitiesLogic } from '../../app/wiring/inventory';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import {
  InventoryFrame,
  LoadFailed,
  Loading,
  RefusalText,
  fieldText,
  addressLine,
  useCanManage,
  useSpaceId,
} from './inventory-parts';

export default function FacilitiesPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const spaceId = useSpaceId();
  return (
    <InventoryFrame title={LL.screens[screen]()} lead={LL.inventory.facilities.lead()} spaceId={spaceId}>
      <Facilities key={spaceId ?? ''} spaceId={spaceId} />
    </InventoryFrame>
  );
}

function Facilities({ spaceId }: { spaceId: string | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory.facilities;
  const [logic] = useState(() => createFacilitiesLogic(locale));
  const actor = useInspectedMachine(logic, { input: { spaceId } });
  const state = useSelector(actor, (s) => s);
  const canManage = useCanManage(spaceId);
  /** The facility being edited ('new' for the add form), or null. */
  const [editing, setEditing] = useState<string | null>(null);
  if (state.matches('loading') && state.context.facilities.length === 0) return <Loading />;
  if (state.matches('failed'))
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => actor.send({ type: 'user.retry' })} />
    );
  const { facilities, sectors, done, saveError } = state.context;
  const busy = state.hasTag('busy');
  const editedFacility = facilities.find((f) => f.id === editing) ?? null;
  return (
    <>
      {done && (
        <p role="status">
          {done.kind === 'created' ? t.created() : done.kind === 'updated' ? t.updated() : t.archived()}
        </p>
      )}
      {editing === null && <RefusalText refusal={saveError} />}
      {facilities.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="inv-list" aria-label={LL.screens.facilities()}>
          {facilities.map((facility) => (
            <li key={facility.id}>
              <div className="inv-row">
                <strong>{facility.name}</strong>
                {facility.illustrative && <span className="inv-badge">{LL.inventory.illustrative()}</span>}
                {facility.status === 'ARCHIVED' && <span className="inv-badge">{t.archivedBadge()}</span>}
              </div>
              <span className="inv-note">{addressLine(facility)}</span>
              {facility.sectorId !== null && (
                <span className="inv-note">
                  {t.sector()}: {sectors.find((s) => s.id === facility.sectorId)?.name ?? ''}
                </span>
              )}
              {canManage && (
                <div className="inv-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => setEditing(facility.id)}
                  >
                    {t.edit({ name: facility.name })}
                  </button>
                  {facility.status === 'ACTIVE' && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      onClick={() =>
                        actor.send({ type: 'user.archive', id: facility.id, version: facility.version })
                      }
                    >
                      {t.archive({ name: facility.name })}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && editing === null && (
        <div className="inv-actions">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t.add()}
          </button>
        </div>
      )}
      {canManage && editing !== null && (
        <FacilityForm
          key={editing}
          facility={editedFacility}
          sectors={sectors}
          busy={busy}
          refusal={saveError}
          onCancel={() => setEditing(null)}
          onSave={(values) => {
            actor.send({
              type: 'user.save',
              id: editedFacility?.id ?? null,
              version: editedFacility?.version ?? null,
              values,
            });
            setEditing(null);
          }}
        />
      )}
      {!canManage && <p className="inv-note">{LL.inventory.readOnly()}</p>}
    </>
  );
}

function FacilityForm({
  facility,
  sectors,
  busy,
  refusal,
  onSave,
  onCancel,
}: {
  facility: Facility | null;
  sectors: SectorOption[];
  busy: boolean;
  refusal: Refusal | null;
  onSave: (values: FacilityValues) => void;
  onCancel: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory.facilities;
  const [name, setName] = useState(facility?.name ?? '');
  const [street, setStreet] = useState(facility?.address.street ?? '');
  const [sectorId, setSectorId] = useState(facility?.sectorId ? String(facility.sectorId) : '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [logic] = useState(() => createAddressPickerLogic(locale));
  const picker = useInspectedMachine(logic, {
    input: facility
      ? {
          selection: {
            countryId: facility.address.countryId,
            cityId: facility.address.cityId,
            districtId: facility.address.districtId,
            wardId: facility.address.wardId,
          },
        }
      : undefined,
  });
  const selection = useSelector(picker, (s) => s.context.selection);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(LL.validation.fieldRequired());
      return;
    }
    if (selection.countryId === null) return;
    onSave({
      name: name.trim(),
      countryId: selection.countryId,
      cityId: selection.cityId,
      districtId: selection.districtId,
      wardId: selection.wardId,
      street: street.trim() || null,
      sectorId: sectorId ? Number(sectorId) : null,
    });
  };
  const title = facility ? t.edit({ name: facility.name }) : t.add();
  return (
    <form className="inv-form" onSubmit={submit} aria-labelledby="facility-form" noValidate>
      <h2 id="facility-form" className="h-small">
        {title}
      </h2>
      <RefusalText refusal={refusal} />
      <TextField
        label={t.name()}
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
        autoComplete="organization"
        maxLength={FACILITY_LIMITS.name}
        error={nameError ?? fieldText(refusal, 'name', locale)}
        required
      />
      <SelectField
        label={t.sector()}
        name="sectorId"
        value={sectorId}
        onChange={setSectorId}
        placeholder={t.choose()}
        options={sectors.map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <AddressPicker picker={picker} refusal={refusal} />
      <TextField
        label={t.street()}
        name="street"
        value={street}
        onChange={setStreet}
        autoComplete="street-address"
        maxLength={FACILITY_LIMITS.street}
        error={fieldText(refusal, 'street', locale)}
      />
      <div className="inv-actions">
        <SubmitButton busy={busy} busyLabel={LL.inventory.busy()} disabled={selection.countryId === null}>
          {t.save()}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}

type PickerRef = ActorRefFrom<typeof addressPickerMachine>;

/** Country -> city -> district -> ward: native selects (keyboard and screen-reader friendly). */
function AddressPicker({ picker, refusal }: { picker: PickerRef; refusal: Refusal | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory.facilities;
  const state = useSelector(picker, (s) => s);
  const { selection, options, error } = state.context;
  const busy = state.hasTag('busy');
  const value = (id: number | null) => (id === null ? '' : String(id));
  const pick =
    (type: 'user.pickCountry' | 'user.pickCity' | 'user.pickDistrict' | 'user.pickWard') => (v: string) =>
      picker.send({ type, id: v ? Number(v) : null });
  const optionsOf = (level: 'country' | 'city' | 'district' | 'ward') =>
    options[level].map((place) => ({ value: String(place.id), label: place.name }));
  return (
    <fieldset aria-busy={busy}>
      <legend>{t.addressLegend()}</legend>
      {busy && (
        <p role="status" className="inv-note">
          {t.loadingPlaces()}
        </p>
      )}
      {state.matches('failed') && (
        <div>
          <RefusalText refusal={error} />
          <p className="inv-note">{t.placesFailed()}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => picker.send({ type: 'user.retry' })}
          >
            {LL.inventory.retry()}
          </button>
        </div>
      )}
      <SelectField
        label={t.country()}
        name="countryId"
        value={value(selection.countryId)}
        onChange={pick('user.pickCountry')}
        placeholder={t.choose()}
        options={optionsOf('country')}
        disabled={busy}
        error={fieldText(refusal, 'countryId', locale)}
        required
      />
      <SelectField
        label={t.city()}
        name="cityId"
        value={value(selection.cityId)}
        onChange={pick('user.pickCity')}
        placeholder={t.choose()}
        options={optionsOf('city')}
        disabled={busy || selection.countryId === null}
        error={fieldText(refusal, 'cityId', locale)}
      />
      <SelectField
        label={t.district()}
        name="districtId"
        value={value(selection.districtId)}
        onChange={pick('user.pickDistrict')}
        placeholder={t.choose()}
        options={optionsOf('district')}
        disabled={busy || selection.cityId === null}
        error={fieldText(refusal, 'districtId', locale)}
      />
      <SelectField
        label={t.ward()}
        name="wardId"
        value={value(selection.wardId)}
        onChange={pick('user.pickWard')}
        placeholder={t.choose()}
        options={optionsOf('ward')}
        disabled={busy || selection.districtId === null}
        error={fieldText(refusal, 'wardId', locale)}
      />
    </fieldset>
  );
}
