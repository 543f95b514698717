// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import { watchForUpdates } from './service-worker-client';
import { UpdatePrompt } from './update-prompt';

class FakeTarget extends EventTarget {}

function fakeContainer(controlled: boolean) {
  const container = new FakeTarget() as unknown as ServiceWorkerContainer & EventTarget;
  const registration = new FakeTarget() as unknown as ServiceWorkerRegistration & {
    installing: (ServiceWorker & { state: string }) | null;
    waiting: ServiceWorker | null;
  };
  const worker = Object.assign(new FakeTarget(), {
    state: 'installing',
    postMessage: vi.fn(),
  }) as unknown as ServiceWorker & {
    state: string;
    postMessage: ReturnType<typeof vi.fn>;
  };
  Object.assign(registration, { installing: null, waiting: null });
  Object.assign(container, {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  return { container, registration, worker };
}

describe('the service worker client', () => {
  it('offers a new build once its worker has installed behind a controlling one; taking it reloads', async () => {
    const { container, registration, worker } = fakeContainer(true);
    const reload = vi.fn();
    const offers: Array<() => void> = [];
    await watchForUpdates(container, (apply) => offers.push(apply), reload);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(offers).toHaveLength(1);
    offers[0]?.();
    expect(worker.postMessage).toHaveBeenCalledWith('skip-waiting');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a first install is no update', async () => {
    const { container, registration, worker } = fakeContainer(false);
    const onUpdate = vi.fn();
    await watchForUpdates(container, onUpdate, vi.fn());
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('the prompt says so and its button reloads', () => {
    const target = document.body.appendChild(document.createElement('div'));
    const onReload = vi.fn();
    act(() => {
      render(<UpdatePrompt t={createTranslate(en)} onReload={onReload} />, target);
    });
    expect(target.querySelector('[role="status"]')?.textContent).toContain('A new version of the site is ready.');
    act(() => target.querySelector('button')?.click());
    expect(onReload).toHaveBeenCalledTimes(1);
    render(null, target);
  });
});
