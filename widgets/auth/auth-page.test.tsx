import { act } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { within } from '@testing-library/react';
import { bus } from '@schaufenster/shared/bus';
import { setWidgetWidth } from '../../test/shared/widget-width';
import { click, currentAddress, renderAuth, useAuthTestServer } from './auth-testing';

useAuthTestServer();

describe('the /authenticate/ page', () => {
  it('activates the requested sub-page 600 ms after it mounts', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { view } = await renderAuth({ url: '/authenticate/?p=register', activationDelayMs: 600 });
    const tab = view.getByRole('link', { name: 'Registrieren' });
    // jsdom keeps a computed style it read once inside a shadow root, so the folding is read from the markup here.
    const folded = () => (tab.getRootNode() as ShadowRoot).getElementById(tab.getAttribute('aria-controls') ?? '')?.hidden;
    expect([tab.getAttribute('aria-expanded'), folded()]).toEqual(['false', true]);
    await act(async () => jest.advanceTimersByTimeAsync(599));
    expect(folded()).toBe(true);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect([tab.getAttribute('aria-expanded'), folded()]).toEqual(['true', false]);
    expect(view.getByRole('button', { name: 'Registrieren', hidden: true }).closest('[hidden]')).toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stacks the cards in a box below 992 px: tab links keep callbackPath and switch the open card without reloading', async () => {
    setWidgetWidth(991);
    const { view, navigate, shadowRoot } = await renderAuth({ url: '/authenticate/?callbackPath=%2Fwarenkorb%2F' });
    expect(shadowRoot.querySelector('.cards')?.getAttribute('data-layout')).toBe('stacked');
    const hrefs = ['Anmelden', 'Registrieren', 'Gastkonto'].map((name) => view.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/authenticate/?callbackPath=%2Fwarenkorb%2F',
      '/authenticate/?p=register&callbackPath=%2Fwarenkorb%2F',
      '/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F',
    ]);
    expect(view.getByRole('link', { name: 'Anmelden' }).getAttribute('aria-expanded')).toBe('true');
    await click(view.getByRole('link', { name: 'Gastkonto' }));
    expect(view.getByRole('button', { name: 'Anmeldecode erhalten' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    expect(view.getByRole('link', { name: 'Gastkonto' }).getAttribute('aria-current')).toBe('page');
    expect(currentAddress()).toBe('/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renders one markup in a narrow and a wide box; in a box from 992 px the tabs stop being disclosures (CSS opens every card)', async () => {
    setWidgetWidth(991);
    const narrow = await renderAuth();
    const markup = (root: ShadowRoot) => root.querySelector('.cards')?.innerHTML.replace(/ aria-expanded="(true|false)"/g, '').replace(/_r_[0-9a-z]+_/g, 'id');
    const narrowMarkup = markup(narrow.shadowRoot);
    await narrow.unmount();
    setWidgetWidth(992);
    const { view, shadowRoot } = await renderAuth();
    expect(shadowRoot.querySelector('.cards')?.getAttribute('data-layout')).toBe('columns');
    expect(markup(shadowRoot)).toBe(narrowMarkup);
    expect(view.getByRole('link', { name: 'Registrieren' }).hasAttribute('aria-expanded')).toBe(false);
    // Every card's form is in the markup; the wide layout's CSS shows the folded ones.
    const markupView = within(shadowRoot as unknown as HTMLElement);
    for (const button of ['Anmelden', 'Registrieren', 'Anmeldecode erhalten']) expect(markupView.getByRole('button', { name: button, hidden: true })).toBeTruthy();
    expect(markupView.getAllByLabelText('E-Mail-Adresse')).toHaveLength(3);
  });

  it('follows the browser back button', async () => {
    const { view } = await renderAuth();
    await click(view.getByRole('link', { name: 'Registrieren' }));
    await act(async () => {
      window.history.replaceState(null, '', 'http://localhost/authenticate/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('lets a link opened with a modifier key go its own way', async () => {
    const { view, user } = await renderAuth();
    const link = view.getByRole('link', { name: 'Registrieren' });
    let preventedByWidget: boolean | undefined;
    // Seen after the widget's handler; stops jsdom from following the link, which it cannot.
    const observe = (event: Event) => {
      preventedByWidget = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', observe);
    expect(preventedByWidget).toBe(false);
    expect(currentAddress()).toBe('/authenticate/');
  });

  it('moves to the asked sub-page when a widget asks for the Anmelden modal here', async () => {
    const { view } = await renderAuth();
    await act(async () => bus.emit('auth:open', { page: 'guest' }));
    expect(view.getByRole('button', { name: 'Anmeldecode erhalten' })).toBeTruthy();
  });

  it('has a page heading for the tabbed sub-pages', async () => {
    const { view } = await renderAuth();
    expect(view.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(view.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Anmelden', 'Registrieren', 'Gastkonto']);
  });
});
