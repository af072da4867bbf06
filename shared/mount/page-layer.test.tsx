import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { within } from '@testing-library/dom';
import { bus } from '@schaufenster/shared/bus';
import { ensurePageLayer, mountPageLayer, PAGE_LAYER_ATTRIBUTE } from './page-layer';
import './testing';

function layer() {
  const shadowRoot = document.querySelector(`[${PAGE_LAYER_ATTRIBUTE}] [data-widget-root]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no page layer');
  return within(shadowRoot as unknown as HTMLElement);
}

describe('the page layer', () => {
  let unmount: () => void;
  beforeEach(async () => {
    await act(async () => {
      unmount = mountPageLayer();
    });
  });
  afterEach(async () => {
    await act(async () => unmount());
    jest.useRealTimers();
  });

  it('shows one error modal when two widgets fail at the same time, and Weiter einkaufen closes it', async () => {
    await act(async () => {
      bus.emit('error:show', { reason: 'GET /api/checkout-v3/cart/overview/ failed' });
      bus.emit('error:show', { reason: 'POST /api/search/ failed' });
    });
    expect(layer().getAllByRole('dialog')).toHaveLength(1);
    expect(layer().getByRole('heading', { name: 'ES TUT UNS LEID!' })).toBeTruthy();
    expect(
      layer().getByText('Es scheint ein Problem auf unserer Seite zu geben. Versuchen Sie es erneut oder zu einem späteren Zeitpunkt.'),
    ).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => layer().getByRole('button', { name: 'Weiter einkaufen' }).click());
    expect(layer().queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('stacks the error modal above every widget modal', async () => {
    await act(async () => bus.emit('error:show', { reason: 'x' }));
    const backdrop = layer().getByRole('dialog').parentElement;
    expect(backdrop && getComputedStyle(backdrop).zIndex).toBe('45000');
  });

  it('keeps at most 20 toasts, the newest', async () => {
    await act(async () => {
      for (let i = 1; i <= 25; i += 1) bus.emit('toast:show', { kind: 'info', message: `Hinweis ${i}` });
    });
    const toasts = layer().getAllByRole('status');
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.textContent).toBe('Hinweis 6');
    expect(toasts[19]?.textContent).toBe('Hinweis 25');
  });

  it.each([
    ['success', 2000],
    ['error', 4000],
    ['info', 3000],
  ] as const)('lets a %s toast go after %i ms', async (kind, durationMs) => {
    jest.useFakeTimers();
    await act(async () => bus.emit('toast:show', { kind, message: 'Gespeichert' }));
    expect(layer().getByText('Gespeichert')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(durationMs - 1));
    expect(layer().queryByText('Gespeichert')).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(layer().queryByText('Gespeichert')).toBeNull();
  });
});

describe('ensurePageLayer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts the page layer once however many widgets mount', async () => {
    await act(async () => {
      ensurePageLayer();
      ensurePageLayer();
    });
    expect(document.querySelectorAll(`[${PAGE_LAYER_ATTRIBUTE}]`)).toHaveLength(1);
  });
});
