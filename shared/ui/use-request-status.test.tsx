import { act } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { object } from 'superstruct';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { Button } from './button';
import { useRequestStatus } from './use-request-status';

function Save({ call }: { call: () => Promise<void> }) {
  const { status, run } = useRequestStatus();
  return (
    <Button status={status} onClick={() => run(call).catch(() => undefined)}>
      Speichern
    </Button>
  );
}

async function renderSave(call: () => Promise<void>) {
  stubSessionFetch();
  return renderWidget(createMount({ name: 'demo', props: object({}), render: () => <Save call={call} /> }));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('a button driven by useRequestStatus', () => {
  it('is disabled and busy while the request runs, then shows success for 1000 ms', async () => {
    let finish: () => void = () => undefined;
    const { view } = await renderSave(() => new Promise<void>((resolve) => (finish = resolve)));
    jest.useFakeTimers();
    const button = view.getByRole('button', { name: 'Speichern' });
    await act(async () => button.click());
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => finish());
    expect(button.dataset.status).toBe('success');
    await act(async () => jest.advanceTimersByTime(999));
    expect(button.dataset.status).toBe('success');
    await act(async () => jest.advanceTimersByTime(1));
    expect(button.dataset.status).toBe('idle');
  });

  it('turns danger for 500 ms when the request fails', async () => {
    const { view } = await renderSave(() => Promise.reject(new Error('kaputt')));
    jest.useFakeTimers();
    const button = view.getByRole('button', { name: 'Speichern' });
    await act(async () => button.click());
    expect(button.dataset.status).toBe('error');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => jest.advanceTimersByTime(500));
    expect(button.dataset.status).toBe('idle');
  });

  it('goes back to idle without danger when the call was cancelled', async () => {
    const { view } = await renderSave(() => Promise.reject(new DOMException('superseded', 'AbortError')));
    const button = view.getByRole('button', { name: 'Speichern' });
    await act(async () => button.click());
    expect(button.dataset.status).toBe('idle');
  });
});
