import { useState } from 'react';
import { act } from 'react';
import { describe, expect, it } from '@jest/globals';
import { object } from 'superstruct';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { Modal } from './modal';

function WidgetWithModal({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {name} öffnen
      </button>
      {open && (
        <Modal title={name} closeLabel="Schließen" onClose={() => setOpen(false)}>
          <input aria-label="Feld" />
        </Modal>
      )}
    </>
  );
}

const widget = (name: string) => createMount({ name, props: object({}), render: () => <WidgetWithModal name={name} /> });

describe('Modal', () => {
  it('locks page scrolling while a modal of any widget is open, across two widgets', async () => {
    stubSessionFetch();
    const first = await renderWidget(widget('Suche'));
    const second = await renderWidget(widget('Anmelden'));
    await act(async () => first.view.getByRole('button', { name: 'Suche öffnen' }).click());
    await act(async () => second.view.getByRole('button', { name: 'Anmelden öffnen' }).click());
    expect(document.body.style.overflow).toBe('hidden');

    await act(async () => first.view.getByRole('button', { name: 'Schließen' }).click());
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => second.view.getByRole('button', { name: 'Schließen' }).click());
    expect(document.body.style.overflow).toBe('');
    first.unmount();
    second.unmount();
  });

  it('moves focus into the dialog, closes on Escape and gives focus back to the opener', async () => {
    stubSessionFetch();
    const { view, shadowRoot, unmount, user } = await renderWidget(widget('Suche'));
    const opener = view.getByRole('button', { name: 'Suche öffnen' });
    opener.focus();
    await act(async () => opener.click());
    const dialog = view.getByRole('dialog', { name: 'Suche' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(shadowRoot.activeElement).toBe(view.getByLabelText('Feld'));
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(opener);
    unmount();
  });

  it('lies fixed over the page at z-index 5000', async () => {
    stubSessionFetch();
    const { view } = await renderWidget(widget('Anmelden'));
    await act(async () => view.getByRole('button', { name: 'Anmelden öffnen' }).click());
    const backdrop = view.getByRole('dialog', { name: 'Anmelden' }).parentElement;
    expect(backdrop && getComputedStyle(backdrop).zIndex).toBe('5000');
    expect(backdrop && getComputedStyle(backdrop).position).toBe('fixed');
  });
});
