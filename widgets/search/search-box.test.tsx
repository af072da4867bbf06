import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent } from '@testing-library/dom';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { SearchProps } from './props';
import { SearchBox } from './search-box';

beforeEach(() => stubSessionFetch());

describe('search box', () => {
  it('offers the search field with its placeholder and sends a query to the catalog', async () => {
    const navigate = jest.fn();
    const mount = createMount({ name: 'search', props: SearchProps, render: () => <SearchBox navigate={navigate} /> });
    const { view } = await renderWidget(mount);
    const input = view.getByRole('searchbox', { name: 'Suche' });
    expect(input.getAttribute('placeholder')).toBe('Suche nach Produkten');
    await act(async () => fireEvent.change(input, { target: { value: 'Sommerkleid' } }));
    fireEvent.click(view.getByRole('button', { name: 'Suche' }));
    expect(navigate).toHaveBeenCalledWith('/katalog/?q=Sommerkleid');
  });
});
