import { describe, expect, it, jest } from '@jest/globals';
import { Bus } from './bus';
import { ANSWERABLE_EVENT, type AnswerableDetail, WANTED_EVENT } from './wanted';

describe('Bus', () => {
  it('delivers an event to every subscriber', () => {
    const bus = new Bus();
    const first = jest.fn();
    const second = jest.fn();
    bus.on('cart:changed', first);
    bus.on('cart:changed', second);
    bus.emit('cart:changed', { itemCount: 2 });
    expect(first).toHaveBeenCalledWith({ itemCount: 2 });
    expect(second).toHaveBeenCalledWith({ itemCount: 2 });
  });

  it('replays the last state value to a late subscriber', () => {
    const bus = new Bus();
    bus.emit('cart:changed', { itemCount: 1 });
    bus.emit('cart:changed', { itemCount: 3 });
    const late = jest.fn();
    bus.on('cart:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ itemCount: 3 });
  });

  it('never replays a command such as error:show', () => {
    const bus = new Bus();
    bus.emit('error:show', { reason: 'x' });
    const late = jest.fn();
    bus.on('error:show', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new Bus();
    const handler = jest.fn();
    const off = bus.on('route:changed', handler);
    off();
    bus.emit('route:changed', { url: '/damen/' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering to others when one subscriber throws', () => {
    const bus = new Bus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('error:show', () => {
      throw new Error('broken subscriber');
    });
    bus.on('error:show', after);
    bus.emit('error:show', { reason: 'test' });
    expect(after).toHaveBeenCalledWith({ reason: 'test' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('queued commands', () => {
  it('hands an auth:open emitted before anyone listened to the first subscriber, once', () => {
    const bus = new Bus();
    bus.emit('auth:open', { page: 'register' });
    const first: unknown[] = [];
    const second: unknown[] = [];
    bus.on('auth:open', (payload) => first.push(payload));
    bus.on('auth:open', (payload) => second.push(payload));
    expect(first).toEqual([{ page: 'register' }]);
    expect(second).toEqual([]);
  });

  it('does not queue commands that have a listener, nor other commands', () => {
    const bus = new Bus();
    const off = bus.on('auth:open', () => undefined);
    bus.emit('auth:open', { page: 'login' });
    off();
    bus.emit('error:show', { reason: 'x' });
    const late: unknown[] = [];
    bus.on('auth:open', (payload) => late.push(payload));
    bus.on('error:show', (payload) => late.push(payload));
    expect(late).toEqual([]);
  });
});

describe('wanted commands (the loader fetches the deferred widget that answers them)', () => {
  const wanted = () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener(WANTED_EVENT, listener);
    return { details, stop: () => window.removeEventListener(WANTED_EVENT, listener) };
  };

  it('announces an auth:open nobody answers yet, and still queues it', () => {
    const bus = new Bus();
    const { details, stop } = wanted();
    bus.emit('auth:open', { page: 'login' });
    stop();
    expect(details).toEqual([{ event: 'auth:open', intent: false }]);
    const late: unknown[] = [];
    bus.on('auth:open', (payload) => late.push(payload));
    expect(late).toEqual([{ page: 'login' }]);
  });

  it('announces nothing when the widget already listens, nor for events that are not queued', () => {
    const bus = new Bus();
    bus.on('auth:open', () => undefined);
    const { details, stop } = wanted();
    bus.emit('auth:open', { page: 'login' });
    bus.emit('cart:changed', { itemCount: 1 });
    bus.anticipate('auth:open');
    stop();
    expect(details).toEqual([]);
  });

  it('announces an anticipated command as intent, without queuing anything', () => {
    const bus = new Bus();
    const { details, stop } = wanted();
    bus.anticipate('auth:open');
    stop();
    expect(details).toEqual([{ event: 'auth:open', intent: true }]);
    const late: unknown[] = [];
    bus.on('auth:open', (payload) => late.push(payload));
    expect(late).toEqual([]);
  });

  it('says a command will be answered when a widget listens, or the loader knows a tag that has not mounted yet and answers it', () => {
    const bus = new Bus();
    expect(bus.willBeAnswered('minicart:open')).toBe(false);
    const loaderKnows = (event: Event) => {
      const detail = (event as CustomEvent<AnswerableDetail>).detail;
      detail.answerable ||= detail.event === 'minicart:open';
    };
    window.addEventListener(ANSWERABLE_EVENT, loaderKnows);
    try {
      expect([bus.willBeAnswered('minicart:open'), bus.willBeAnswered('auth:open')]).toEqual([true, false]);
    } finally {
      window.removeEventListener(ANSWERABLE_EVENT, loaderKnows);
    }
    const off = bus.on('auth:open', () => undefined);
    expect(bus.willBeAnswered('auth:open')).toBe(true);
    off();
  });

  it('hands a queued minicart:open to the mini-cart that mounts after it', () => {
    const bus = new Bus();
    bus.emit('minicart:open', {});
    const open = jest.fn();
    bus.on('minicart:open', open);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
