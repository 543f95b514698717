/**
 * The office support page (SPEC §2 office "support" and the "office support page" block): the operator's
 * contacts from the site configuration, and three tabs — the live chat with a consultant, tickets with
 * attachments, and the callback form. docs/office.md "Support".
 */
import type { WidgetConfig } from '@betframe/sdk/config';
import { useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { TabPanel, Tabs } from '../../runtime/ui/tabs';
import type { OfficeClient } from '../office-client';
import { CallbackForm } from './callback-form';
import { ConsultantChat } from './consultant-chat';
import { supportCalls } from './support-client';
import { supportStyle } from './support-styles';
import { Tickets } from './tickets';

const sections = ['chat', 'tickets', 'callback'] as const;
type Section = (typeof sections)[number];

export function SupportScreen({
  client,
  t,
  lang,
  config,
  refresh,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  config: WidgetConfig;
  /** Changes when the push stream reports a consultant's answer. */
  refresh: number;
}) {
  const calls = useMemo(() => supportCalls(client), [client]);
  const [section, setSection] = useState<Section>('chat');
  const { phones, emails } = config.support;
  return (
    <section
      ref={supportStyle}
      className="bf-support"
      aria-label={t('office_screen_support')}
      data-testid="office-support"
    >
      {(phones.length > 0 || emails.length > 0) && (
        <ul className="bf-support-contacts" aria-label={t('office_support_contacts')}>
          {phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {phone}
              </a>
            </li>
          ))}
          {emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Tabs
        label={t('office_screen_support')}
        idBase="bf-support"
        dataKey="section"
        items={sections.map((id) => ({ id, label: t(`office_support_tab_${id}`) }))}
        selected={section}
        onSelect={setSection}
      />
      <TabPanel idBase="bf-support" id={section}>
        {section === 'chat' ? (
          <ConsultantChat calls={calls} t={t} lang={lang} refresh={refresh} />
        ) : section === 'tickets' ? (
          <Tickets calls={calls} t={t} lang={lang} refresh={refresh} />
        ) : (
          <CallbackForm calls={calls} t={t} />
        )}
      </TabPanel>
    </section>
  );
}
