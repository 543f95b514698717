// @vitest-environment happy-dom

import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { supportPaths, type ThreadData } from '@betframe/sdk/office';
import axe from 'axe-core';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, typeInto, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { PaymentConsultant } from './payment-consultant';
import { ShareIdea } from './share-idea';
import { SupportScreen } from './support-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));
const config = siteConfigSchema.parse({ support: { phones: ['+7 700 000 00 00'], emails: ['help@betframe.test'] } });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'shot.png', {
    type: 'image/png',
  });
const fake = () => new File([new TextEncoder().encode('not really a pdf')], 'fake.pdf', { type: 'application/pdf' });

const thread = (over: Partial<ThreadData['thread']> = {}): ThreadData['thread'] => ({
  id: 7,
  kind: 'chat',
  state: 'open',
  subject: 'Chat',
  topic: null,
  payment: null,
  details: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const message = (id: number, author: 'player' | 'consultant', text: string) => ({
  id,
  author,
  text,
  createdAt: '2026-11-20T10:00:00.000Z',
  attachments: [],
});

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function mount(node: preact.ComponentChildren, lang = 'en') {
  container ??= document.body.appendChild(document.createElement('div'));
  container.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  container.setAttribute('lang', lang);
  const target = container;
  await act(async () => {
    render(<KitTexts t={textsOf(lang)}>{node}</KitTexts>, target);
  });
  return target;
}

const chooseFile = (input: Element | null, files: File[]) => {
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

function chatServer() {
  const messages: ReturnType<typeof message>[] = [];
  let chat: ThreadData['thread'] | null = null;
  return fakeOfficeClient({
    [supportPaths.threads]: () => ok({ items: chat ? [chat] : [] }),
    [supportPaths.chat]: () => {
      chat = thread();
      return ok({ thread: chat, messages });
    },
    [supportPaths.thread(7)]: () => ok({ thread: chat, messages: [...messages] }),
    [supportPaths.threadMessages(7)]: (params) => {
      const sent = message(messages.length + 1, 'player', String(params?.text));
      messages.push(sent);
      return ok({ message: sent });
    },
    answer: () => {
      messages.push(message(messages.length + 1, 'consultant', 'How can I help?'));
      return ok({});
    },
  });
}

describe('the support page', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`shows the contacts and its three sections in ${lang}, with no text key left untranslated`, async () => {
      const { client } = chatServer();
      const view = await mount(
        <SupportScreen client={client} t={textsOf(lang)} lang={lang} config={config} refresh={0} />,
        lang,
      );
      await waitFor(() => view.querySelector('[data-testid="chat-start"]'));
      expect(view.querySelector('a[href="tel:+77000000000"]')?.getAttribute('dir')).toBe('ltr');
      const tabs = [...view.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent ?? '');
      expect(tabs).toHaveLength(3);
      expect(view.textContent).not.toMatch(/office_[a-z_]+/);
      expect(view.closest('[dir]')?.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      if (lang === 'ar') expect(tabs[0]).toBe('الدردشة مع مستشار');
    });
  }

  it('starts a chat, sends a message, and shows the consultant’s answer when the push stream reports it', async () => {
    const { client, calls } = chatServer();
    const t = textsOf('en');
    const view = await mount(<SupportScreen client={client} t={t} lang="en" config={config} refresh={0} />);
    click(await waitFor(() => view.querySelector('[data-testid="chat-start"]')));
    const box = await waitFor(() => view.querySelector<HTMLInputElement>('[data-testid="chat-text"]'));
    typeInto(box, 'Is my deposit there?');
    click(view.querySelector('[data-testid="chat-send"]'));
    await waitFor(() => view.querySelector('[data-author="player"]'));
    expect(calls.find((c) => c.path === supportPaths.threadMessages(7))?.params).toEqual({
      text: 'Is my deposit there?',
    });
    // The desk answers; the push stream's notice changes `refresh`.
    await client.call('answer', undefined as never);
    await mount(<SupportScreen client={client} t={t} lang="en" config={config} refresh={1} />);
    const answer = await waitFor(() => view.querySelector('[data-author="consultant"]'));
    expect(answer.textContent).toContain('How can I help?');
    expect(answer.textContent).toContain('Consultant');
  });

  it('a ticket’s files are checked before they travel, then sent one by one after the ticket', async () => {
    const { client, calls } = fakeOfficeClient({
      [supportPaths.threads]: () => ok({ items: [] }),
      [supportPaths.tickets]: () => ok({ thread: thread({ id: 9, kind: 'ticket' }), messages: [] }),
      [supportPaths.threadUpload(9)]: () => ok({ message: message(2, 'player', '') }),
    });
    const view = await mount(<SupportScreen client={client} t={textsOf('en')} lang="en" config={config} refresh={0} />);
    click(view.querySelector('[role="tab"][data-section="tickets"]'));
    const form = await waitFor(() => view.querySelector<HTMLFormElement>('[data-testid="ticket-form"]'));
    const [subject] = [...form.querySelectorAll<HTMLInputElement>('input[type="text"]')];
    if (!subject) throw new Error('no subject');
    typeInto(subject, 'Bet not settled');
    typeInto(form.querySelector('textarea') as unknown as HTMLInputElement, 'Bet 12 is still open');
    chooseFile(form.querySelector('[data-testid="ticket-files"]'), [png(), fake()]);
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => form.querySelector('[aria-invalid="true"], .bf-ui-field [id$="-error"]'));
    expect(form.textContent).toContain("fake.pdf: The file's content does not match its type");
    expect(calls.some((c) => c.path === supportPaths.tickets)).toBe(false);

    chooseFile(form.querySelector('[data-testid="ticket-files"]'), [png()]);
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => form.querySelector('[role="status"]'));
    expect(form.querySelector('[role="status"]')?.textContent).toContain('Ticket #9 sent.');
    expect(calls.map((c) => c.path)).toContain(supportPaths.threadUpload(9));
    expect(calls.find((c) => c.path === supportPaths.tickets)?.params).toEqual({
      subject: 'Bet not settled',
      text: 'Bet 12 is still open',
    });
  });

  it('the callback form refuses a bad number, then asks for a call with the time and the consultant flag', async () => {
    const { client, calls } = fakeOfficeClient({
      [supportPaths.threads]: () => ok({ items: [] }),
      [supportPaths.callback]: () => ok({ id: 1, state: 'requested' }),
    });
    const view = await mount(<SupportScreen client={client} t={textsOf('en')} lang="en" config={config} refresh={0} />);
    click(view.querySelector('[role="tab"][data-section="callback"]'));
    const form = await waitFor(() => view.querySelector<HTMLFormElement>('[data-testid="callback-form"]'));
    const phone = form.querySelector<HTMLInputElement>('input[type="tel"]');
    if (!phone) throw new Error('no phone');
    typeInto(phone, 'call me');
    click(form.querySelector('[data-testid="callback-send"]'));
    await waitFor(() => form.querySelector('[aria-invalid="true"]'));
    expect(calls.some((c) => c.path === supportPaths.callback)).toBe(false);
    typeInto(phone, '+7 701 555 12 34');
    click(form.querySelector('input[type="radio"][value="evening"]'));
    click(form.querySelector('input[type="checkbox"]'));
    click(form.querySelector('[data-testid="callback-send"]'));
    await waitFor(() => form.querySelector('[data-testid="callback-status"]'));
    expect(calls.find((c) => c.path === supportPaths.callback)?.params).toEqual({
      phone: '+7 701 555 12 34',
      preferredTime: 'evening',
      consultant: true,
    });
    const result = await axe.run(view, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });
});

describe('the payment consultant', () => {
  it('creates a request by topic for a deposit, fills it out, then shows the conversation', async () => {
    const deposit = {
      id: 31,
      direction: 'deposit' as const,
      status: 'approved',
      amount: 50,
      currency: 'RUB',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const draft = thread({ id: 40, kind: 'payment', state: 'draft', topic: 'deposit_not_credited', payment: deposit });
    const { client, calls } = fakeOfficeClient({
      [supportPaths.paymentRequests]: (params) => (params ? ok({ thread: draft, messages: [] }) : ok({ items: [] })),
      [supportPaths.paymentTransactions]: () => ok({ items: [deposit] }),
      [supportPaths.paymentFill(40)]: () => ok({ thread: { ...draft, state: 'open' }, messages: [] }),
      [supportPaths.thread(40)]: () =>
        ok({ thread: { ...draft, state: 'open' }, messages: [message(1, 'player', 'Lost')] }),
    });
    const view = await mount(<PaymentConsultant client={client} t={textsOf('kk')} lang="kk" refresh={0} />, 'kk');
    const form = await waitFor(() => view.querySelector<HTMLFormElement>('[data-testid="consultant-create"]'));
    await waitFor(() => form.querySelectorAll('[role="combobox"]').length === 2 || null);
    const [topic, payment] = [...form.querySelectorAll('[role="combobox"]')];
    click(topic);
    click(await waitFor(() => form.querySelector('[role="option"]')));
    click(payment);
    click(
      await waitFor(() => [...form.querySelectorAll('[role="option"]')].find((o) => o.textContent?.includes('#31'))),
    );
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    const fill = await waitFor(() => view.querySelector<HTMLFormElement>('[data-testid="consultant-fill"]'));
    expect(calls.find((c) => c.path === supportPaths.paymentRequests && c.params)?.params).toEqual({
      topic: 'deposit_not_credited',
      paymentId: 31,
    });
    typeInto(fill.querySelector('textarea') as unknown as HTMLInputElement, 'Lost');
    act(() => {
      fill.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => view.querySelector('[data-testid="consultant-thread"]'));
    expect(calls.find((c) => c.path === supportPaths.paymentFill(40))?.params).toEqual({
      amount: 50,
      paidOn: '2026-11-20',
      reference: '',
      text: 'Lost',
    });
    expect(view.textContent).not.toMatch(/office_[a-z_]+/);
  });
});

describe('share an idea', () => {
  it('requires the idea, sends it with its area, and thanks; a refusal shows under the field', async () => {
    let answer = refused('validation_failed', { text: ['required'] });
    const { client, calls } = fakeOfficeClient({ [supportPaths.idea]: () => answer });
    const view = await mount(<ShareIdea client={client} t={textsOf('ar')} />, 'ar');
    click(view.querySelector('[data-testid="idea-send"]'));
    await waitFor(() => view.querySelector('[aria-invalid="true"]'));
    expect(calls).toHaveLength(0);
    typeInto(view.querySelector('[data-testid="idea-text"]') as HTMLInputElement, 'Live streams');
    click(view.querySelector('[data-testid="idea-send"]'));
    await waitFor(() => calls.length === 1 || null);
    answer = ok({ id: 1, state: 'received' });
    click(view.querySelector('[data-testid="idea-send"]'));
    const status = await waitFor(() => view.querySelector('[data-testid="idea-status"]'));
    expect(status.textContent).toBe('شكرًا! أُرسلت فكرتك.');
    expect(calls[1]?.params).toEqual({ area: 'site', text: 'Live streams' });
  });
});
