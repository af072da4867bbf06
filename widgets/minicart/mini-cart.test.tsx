import { act } from 'react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';

beforeEach(() => stubSessionFetch());

describe('mini-cart', () => {
  it('links to the cart and shows the item count it hears on the bus', async () => {
    const { view } = await renderWidget(mount, { loadCart: false });
    const link = view.getByRole('link', { name: /Warenkorb/ });
    expect(link.getAttribute('href')).toBe('/warenkorb/');
    await act(async () => bus.emit('cart:changed', { itemCount: 3 }));
    expect(link.textContent).toBe('Warenkorb3 Artikel');
  });
});
