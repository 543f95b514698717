/**
 * The office verification screen (docs/verification.md "Screens"): the player's state, their documents with
 * their states (and the reason of a rejection), sending uploaded documents for review, and the upload form —
 * document type, the fields the office configuration requires for it, and the file, checked here by size, type
 * and magic bytes before it is sent (the server checks again). A required `region` is a select of the player's
 * country's regions where it has a list (GET regions), typed text elsewhere, as in the account edit.
 */
import { formatDate } from '@betframe/sdk/format';
import { accountFieldsData, officePaths, type Place, placesData } from '@betframe/sdk/office';
import {
  checkDocumentFile,
  type DocumentRecord,
  type DocumentType,
  documentFieldInput,
  documentFieldRule,
  documentFileTypes,
  type IdentificationConfig,
  sniffBytes,
  type VerificationOverview,
} from '@betframe/sdk/verification';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { AppT } from '../runtime';
import { Button } from '../runtime/ui/button';
import { Badge, type Tone } from '../runtime/ui/chip';
import { FieldFrame, TextField } from '../runtime/ui/field';
import { Select } from '../runtime/ui/select';
import { EmptyState, ErrorState, SkeletonList } from '../runtime/ui/states';
import type { KycClient } from './kyc-client';
import { failureText, kycStyle, StateBadge, useKyc } from './kyc-parts';
import type { OfficeClient } from './office-client';

/** The player's country's regions when a document requires a region (`[]`: none needed, or no list). */
function useRegions(client: OfficeClient, lang: string, needed: boolean): Place[] {
  const [regions, setRegions] = useState<Place[]>([]);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void (async () => {
      const fields = await client.call(officePaths.accountData, accountFieldsData, { method: 'GET' });
      if (!fields.ok) return;
      const params = { country_id: fields.data.countryId, lng: lang };
      const list = await client.call(officePaths.regions, placesData, { method: 'GET', params });
      if (live && list.ok) setRegions(list.data);
    })();
    return () => {
      live = false;
    };
  }, [client, lang, needed]);
  return regions;
}

const documentTones: Record<DocumentRecord['state'], Tone> = {
  uploaded: 'neutral',
  pending: 'warning',
  approved: 'positive',
  rejected: 'negative',
};

export function VerificationScreen({
  client,
  partner,
  t,
  lang,
}: {
  client: OfficeClient;
  partner: number;
  t: AppT;
  lang: string;
}) {
  const kyc = useKyc(client, partner);
  const [overview, setOverview] = useState<VerificationOverview | null>(null);
  const [config, setConfig] = useState<IdentificationConfig | null>(null);
  const [failed, setFailed] = useState('');
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setFailed('');
    const [next, conf] = await Promise.all([kyc.overview(), kyc.config()]);
    if (!next.ok) return setFailed(failureText(t, next));
    if (!conf.ok) return setFailed(failureText(t, conf));
    setOverview(next.data);
    setConfig(conf.data);
  }, [kyc, t]);
  useEffect(() => {
    void load();
  }, [load]);
  const regions = useRegions(client, lang, !!config?.documentTypes.some((d) => d.requiredFields.includes('region')));

  if (failed) return <ErrorState text={failed} onRetry={() => void load()} />;
  if (!overview || !config) return <SkeletonList rows={3} />;
  const waiting = overview.documents.filter((d) => d.state === 'uploaded').length;
  const send = async () => {
    setSending(true);
    const result = await kyc.verify();
    setSending(false);
    setStatus(result.ok ? t('kyc_sent', { count: result.data.sent }) : failureText(t, result));
    await load();
  };

  return (
    <div ref={kycStyle} className="bf-kyc" data-testid="office-verification">
      <div className="bf-kyc-head">
        <h3 className="bf-grow">{t('kyc_title')}</h3>
        <StateBadge t={t} state={overview.state} />
      </div>
      <p className="bf-muted">{t(`kyc_state_text_${overview.state}`)}</p>
      <section className="bf-kyc-card" aria-labelledby="bf-kyc-documents">
        <h3 id="bf-kyc-documents">{t('kyc_documents')}</h3>
        {overview.documents.length === 0 ? (
          <EmptyState icon="user" title={t('kyc_documents_empty')} />
        ) : (
          <ul className="bf-kyc-list" data-testid="kyc-documents">
            {overview.documents.map((d) => (
              <li key={d.id} className="bf-kyc-doc" data-document-id={d.id} data-state={d.state}>
                <p>
                  <strong>{t(`kyc_type_${d.type}`)}</strong>
                  <br />
                  <span className="bf-muted">
                    <bdi>{d.fileName}</bdi> · {formatDate(new Date(d.uploadedAt), { locale: lang }, 'dateTime')}
                  </span>
                </p>
                <Badge tone={documentTones[d.state]}>{t(`kyc_document_${d.state}`)}</Badge>
                {d.state === 'rejected' && d.reason ? (
                  <p className="bf-error">{t('kyc_rejected_reason', { reason: d.reason })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {waiting > 0 && (
          <Button variant="primary" busy={sending} onClick={send} data-testid="kyc-send">
            {t('kyc_send', { count: waiting })}
          </Button>
        )}
        {status && (
          <p className="bf-ok" role="status">
            {status}
          </p>
        )}
      </section>
      <UploadForm kyc={kyc} t={t} config={config} regions={regions} onUploaded={load} />
    </div>
  );
}

type Stage = { kind: 'idle' } | { kind: 'sending'; name: string } | { kind: 'done' } | { kind: 'error'; text: string };

function UploadForm({
  kyc,
  t,
  config,
  regions,
  onUploaded,
}: {
  kyc: KycClient;
  t: AppT;
  config: IdentificationConfig;
  /** The player's country's regions, `[]` where it has no list (then a required region is typed). */
  regions: Place[];
  onUploaded: () => Promise<void>;
}) {
  const fileId = useId();
  const [type, setType] = useState<DocumentType>(config.documentTypes[0]?.type ?? 'passport');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const required = config.documentTypes.find((d) => d.type === type)?.requiredFields ?? [];

  // The same rules as the server, on the file's own first bytes: a wrong file is refused before it travels.
  const precheck = async (chosen: File | null) => {
    setFile(chosen);
    setStage({ kind: 'idle' });
    if (!chosen) return setFileError('');
    const head = new Uint8Array(await chosen.slice(0, sniffBytes).arrayBuffer());
    const checked = checkDocumentFile({ size: chosen.size, declaredType: chosen.type, head });
    setFileError(checked.ok ? '' : t(`error_${checked.error}`));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    for (const name of required) {
      const value = (values[name] ?? '').trim();
      if (!value) nextErrors[name] = t('kyc_field_required');
      else if (!documentFieldRule(name).safeParse(value).success) nextErrors[name] = t('kyc_field_invalid');
    }
    setErrors(nextErrors);
    if (!file) setFileError(t('error_file_missing'));
    if (!file || fileError || Object.keys(nextErrors).length > 0) return;
    setStage({ kind: 'sending', name: file.name });
    const fields = Object.fromEntries(required.map((name) => [name, (values[name] ?? '').trim()]));
    const result = await kyc.upload(type, file, fields);
    if (!result.ok) {
      const named = Object.keys(result.fieldErrors).filter((name) => required.includes(name));
      if (named.length > 0) setErrors(Object.fromEntries(named.map((name) => [name, t('kyc_field_invalid')])));
      return setStage({ kind: 'error', text: failureText(t, result) });
    }
    setFile(null);
    setValues({});
    setStage({ kind: 'done' });
    await onUploaded();
  };

  return (
    <form className="bf-kyc-card" onSubmit={submit} noValidate data-testid="kyc-upload" aria-labelledby="bf-kyc-upload">
      <h3 id="bf-kyc-upload">{t('kyc_upload')}</h3>
      <Select
        label={t('kyc_document_type')}
        name="type"
        options={config.documentTypes.map((d) => ({ value: d.type, label: t(`kyc_type_${d.type}`) }))}
        value={type}
        onChange={(next) => {
          setType(next);
          setErrors({});
        }}
      />
      {required.map((name) =>
        name === 'region' && regions.length > 0 ? (
          <Select
            key={`${type}-${name}`}
            id={`bf-kyc-${name}`}
            label={t(`kyc_field_${name}`)}
            name={name}
            options={[
              { value: '', label: t('office_region_none') },
              ...regions.map((r) => ({ value: r.name, label: r.name })),
            ]}
            value={values[name] ?? ''}
            onChange={(value) => setValues((all) => ({ ...all, [name]: value }))}
            {...(errors[name] ? { error: errors[name] } : {})}
          />
        ) : (
          <TextField
            key={`${type}-${name}`}
            id={`bf-kyc-${name}`}
            label={t(`kyc_field_${name}`)}
            name={name}
            type={documentFieldInput(name)}
            {...(name === 'region' || name === 'city' ? { dir: 'auto' } : {})}
            value={values[name] ?? ''}
            onValue={(value) => setValues((all) => ({ ...all, [name]: value }))}
            {...(errors[name] ? { error: errors[name] } : {})}
          />
        ),
      )}
      <FieldFrame
        id={fileId}
        label={t('kyc_file')}
        hint={t('kyc_file_hint', { size: Math.round(config.maxBytes / 1024 / 1024) })}
        {...(fileError ? { error: fileError } : {})}
      >
        <input
          id={fileId}
          className="bf-kyc-file"
          type="file"
          name="file"
          accept={documentFileTypes.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          onChange={(e) => void precheck(e.currentTarget.files?.[0] ?? null)}
          // A new file input after each upload, so the chosen file does not linger.
          key={stage.kind === 'done' ? 'done' : 'file'}
        />
      </FieldFrame>
      {stage.kind === 'sending' && (
        <div role="status" aria-live="polite">
          <progress className="bf-kyc-progress" aria-label={t('kyc_uploading', { name: stage.name })} />
          <p className="bf-muted">{t('kyc_uploading', { name: stage.name })}</p>
        </div>
      )}
      {stage.kind === 'done' && (
        <p className="bf-ok" role="status" data-testid="kyc-uploaded">
          {t('kyc_uploaded')}
        </p>
      )}
      {stage.kind === 'error' && (
        <p className="bf-error" role="alert">
          {stage.text}
        </p>
      )}
      <div className="bf-kyc-actions">
        <Button type="submit" variant="primary" busy={stage.kind === 'sending'} data-testid="kyc-upload-submit">
          {t('kyc_upload_submit')}
        </Button>
      </div>
    </form>
  );
}
