import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { cartRevision, readCartState, resetCartStore, setCart, setLoadStatus, subscribeToCart } from './cart-store';
import { DRESS_CART, EMPTY_CART } from './testing';

beforeEach(() => resetCartStore());

describe('the page cart store', () => {
  it('starts idle, goes loading, and keeps the answered cart', () => {
    expect(readCartState()).toEqual({ status: 'idle' });
    setLoadStatus('loading');
    expect(readCartState()).toEqual({ status: 'loading' });
    setCart(DRESS_CART);
    expect(readCartState()).toEqual({ status: 'ready', cart: DRESS_CART });
  });

  it('tells the header badge the item count of every cart it keeps', () => {
    const heard = jest.fn();
    const off = bus.on('cart:changed', heard);
    setCart(DRESS_CART);
    setCart(EMPTY_CART);
    off();
    expect(heard).toHaveBeenLastCalledWith({ itemCount: 0 });
    expect(heard).toHaveBeenCalledWith({ itemCount: 2 });
  });

  it('tells every subscriber about a change until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = subscribeToCart(first);
    subscribeToCart(second);
    setCart(DRESS_CART);
    offFirst();
    setCart(EMPTY_CART);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('never forgets a known cart because a late load failed, and counts the answers', () => {
    setCart(DRESS_CART);
    setLoadStatus('failed');
    expect(readCartState()).toEqual({ status: 'ready', cart: DRESS_CART });
    expect(cartRevision()).toBe(1);
  });
});
