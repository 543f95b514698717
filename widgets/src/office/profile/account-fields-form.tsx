/**
 * Account edit (SPEC §2 "account edit", §7 "save account fields"): name, surname, birth date, address, city and
 * postcode. The rules are the server's own schema (built with the configured minimum age), checked before
 * sending; what the server refuses shows under its field.
 */
import { type AccountFieldsData, accountFieldsData, officePaths, saveAccountFieldsRequest } from '@betframe/sdk/office';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import type { OfficeClient } from '../office-client';
import { officeText, refusal } from './form-status';

const fields = ['name', 'surname', 'birth_date', 'address', 'city', 'postcode'] as const;
type Field = (typeof fields)[number];

const fromData = (d: AccountFieldsData): Record<Field, string> => ({
  name: d.name ?? '',
  surname: d.surname ?? '',
  birth_date: d.birthDate ?? '',
  address: d.address ?? '',
  city: d.city ?? '',
  postcode: d.postcode ?? '',
});

export function AccountFieldsForm({
  client,
  t,
  minAge,
  onChanged,
}: {
  client: OfficeClient;
  t: AppT;
  minAge: unknown;
  onChanged: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string> | null>(null);
  const [saved, setSaved] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => saveAccountFieldsRequest(minAge), [minAge]);

  useEffect(() => {
    client.call(officePaths.accountData, accountFieldsData, { method: 'GET' }).then((r) => {
      if (!r.ok) return;
      setValues(fromData(r.data));
      setSaved(fromData(r.data));
    });
  }, [client]);
  if (!values || !saved) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    // Only what changed goes: an empty name the player never gave is not "cleared".
    const changed = Object.fromEntries(fields.filter((f) => values[f] !== saved[f]).map((f) => [f, values[f]]));
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

  const field = (name: Field, extra: Record<string, string> = {}) => (
    <TextField
      id={`bf-account-${name}`}
      name={name}
      label={t(`office_field_${name}`)}
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
      {field('city', { autoComplete: 'address-level2' })}
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
