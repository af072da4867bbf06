/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { MAX_EVENT_COUNT } from '@schaufenster/shared/api/page-event-limit';
import { countEvent, type EventCounts, eventsReport, shopEventOf } from './event-counts';

describe('shopEventOf', () => {
  it.each([
    [{ event: 'add_to_cart', ecommerce: {} }, 'add_to_cart'],
    [{ event: 'page_view', page_id: 'home' }, 'page_view'],
    [{ event: 'gtm.js' }, undefined],
    [{ event: 'toString' }, undefined],
    [{ ecommerce: null }, undefined],
    [['consent', 'update', {}], undefined],
    [null, undefined],
    ['purchase', undefined],
  ])('reads %p as %p', (entry, expected) => {
    expect(shopEventOf(entry)).toBe(expected);
  });
});

describe('countEvent', () => {
  it(`counts per name, up to ${MAX_EVENT_COUNT}`, () => {
    const counts: EventCounts = {};
    for (let index = 0; index < MAX_EVENT_COUNT + 5; index += 1) countEvent(counts, 'view_item');
    countEvent(counts, 'purchase');
    expect(counts).toEqual({ view_item: MAX_EVENT_COUNT, purchase: 1 });
  });
});

describe('eventsReport', () => {
  it('is the route and the counts, or nothing when nothing was counted', () => {
    expect(eventsReport('home', { page_view: 2 })).toEqual({ route: 'home', events: { page_view: 2 } });
    expect(eventsReport('home', {})).toBeUndefined();
  });
});
