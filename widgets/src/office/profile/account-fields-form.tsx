/**
 * Account edit (SPEC §2 "account edit", §7 "save account fields"): name, surname, birth date, address, region,
 * city and postcode. Where the player's country has a list (GET regions), the region is chosen from it and the
 * city offers that region's towns (GET cities by region) while still taking any name (a village); every other
 * country types its region/state and city/town (the one place-name rule, `placeNameSchema`). The rules are the
 * server's own schema (built with the configured minimum age), checked before sending; what the server refuses
 * shows under its field.
 */
import {
  type AccountFieldsData,
  accountFieldsData,
  officePaths,
  type Place,
  placesData,
  saveAccountFieldsRequest,
} from '@betframe/sdk/office';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import { Select } from '../../runtime/ui/select';
import type { OfficeClient } from '../office-client';
import { officeText, refusal } from './form-status';

const fields = ['name', 'surname', 'birth_date', 'address', 'region_id', 'region', 'city', 'postcode'] as const;
type Field = (typeof fields)[number];

const fromData = (d: AccountFieldsData): Record<Field, string> => ({
  name: d.name ?? '',
  surname: d.surname ?? '',
  birth_date: d.birthDate ?? '',
  address: d.address ?? '',
  region_id: d.regionId === null ? '' : String(d.regionId),
  region: d.region ?? '',
  city: d.city ?? '',
  postcode: d.postcode ?? '',
});

/** The changed fields as the wire wants them: the region as a number, or null when cleared. */
const wireValue = (field: Field, value: string): unknown =>
  field === 'region_id' ? (value === '' ? null : Number(value)) : value;

/**
 * The country's regions (null while they load: neither the select nor the typed field yet; `[]` where the country
 * has no list), and the chosen region's towns.
 */
function usePlaces(client: OfficeClient, lang: string, countryId: number | undefined, regionId: string) {
  const [regions, setRegions] = useState<Place[] | null>(null);
  const [towns, setTowns] = useState<Place[]>([]);
  useEffect(() => {
    if (countryId === undefined) return;
    let live = true;
    client
      .call(officePaths.regions, placesData, { method: 'GET', params: { country_id: countryId, lng: lang } })
      .then((r) => live && setRegions(r.ok ? r.data : []));
    return () => {
      live = false;
    };
  }, [client, lang, countryId]);
  useEffect(() => {
    setTowns([]);
    if (regionId === '') return;
    let live = true;
    client
      .call(officePaths.cities, placesData, { method: 'GET', params: { region_id: regionId, lng: lang } })
      .then((r) => live && r.ok && setTowns(r.data));
    return () => {
      live = false;
    };
  }, [client, lang, regionId]);
  return { regions, towns };
}

export function AccountFieldsForm({
  client,
  t,
  lang,
  minAge,
  onChanged,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  minAge: unknown;
  onChanged: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string> | null>(null);
  const [saved, setSaved] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [countryId, setCountryId] = useState<number>();
  const schema = useMemo(() => saveAccountFieldsRequest(minAge), [minAge]);
  const { regions, towns } = usePlaces(client, lang, countryId, values?.region_id ?? '');

  useEffect(() => {
    client.call(officePaths.accountData, accountFieldsData, { method: 'GET' }).then((r) => {
      if (!r.ok) return;
      setValues(fromData(r.data));
      setSaved(fromData(r.data));
      setCountryId(r.data.countryId);
    });
  }, [client]);
  if (!values || !saved) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    // Only what changed goes: an empty name the player never gave is not "cleared".
    const changed = Object.fromEntries(
      fields.filter((f) => values[f] !== saved[f]).map((f) => [f, wireValue(f, values[f])]),
    );
    if (Object.keys(changed).length === 0) return setStatus(t('office_nothing_changed'));
    const check = schema.safeParse(changed);
    if (!check.success) {
      const found: Record<string, string> = {};
      for (const issue of check.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= officeText(t, issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    const result = await client.call(officePaths.saveAccountFields, accountFieldsData, { params: changed });
    setBusy(false);
    if (!result.ok) {
      const { fields: byField, message } = refusal(t, result);
      setErrors(byField);
      return setStatus(message);
    }
    setValues(fromData(result.data));
    setSaved(fromData(result.data));
    setStatus(t('office_settings_saved'));
    onChanged();
  };

  const field = (name: Field, extra: Record<string, string> = {}, label: string = name) => (
    <TextField
      id={`bf-account-${name}`}
      name={name}
      label={t(`office_field_${label}`)}
      value={values[name]}
      onValue={(value) => setValues((v) => v && { ...v, [name]: value })}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="bf-account-edit-title"
      data-testid="account-edit"
      className="bf-profile-form"
    >
      <h3 className="bf-title" id="bf-account-edit-title">
        {t('office_account_edit')}
      </h3>
      {field('name', { autoComplete: 'given-name' })}
      {field('surname', { autoComplete: 'family-name' })}
      {field('birth_date', { type: 'date', autoComplete: 'bday' })}
      {field('address', { autoComplete: 'street-address' })}
      {regions !== null &&
        regions.length === 0 &&
        field('region', { autoComplete: 'address-level1', dir: 'auto' }, 'state')}
      {regions !== null && regions.length > 0 && (
        <Select
          id="bf-account-region_id"
          name="region_id"
          label={t('office_field_region')}
          options={[
            { value: '', label: t('office_region_none') },
            ...regions.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
          value={values.region_id}
          onChange={(value) => setValues((v) => v && { ...v, region_id: value })}
          error={errors.region_id}
        />
      )}
      {field(
        'city',
        { autoComplete: 'address-level2', dir: 'auto', ...(towns.length > 0 ? { list: 'bf-account-towns' } : {}) },
        regions !== null && regions.length === 0 ? 'town' : 'city',
      )}
      {towns.length > 0 && (
        <datalist id="bf-account-towns" data-testid="account-towns">
          {towns.map((town) => (
            <option key={town.id} value={town.name} />
          ))}
        </datalist>
      )}
      {field('postcode', { autoComplete: 'postal-code' })}
      <Button type="submit" variant="primary" busy={busy}>
        {t('office_save')}
      </Button>
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </form>
  );
}
