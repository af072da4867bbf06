import type { EcommerceEntry } from './data-layer';

/** Stands in for the browser's IntersectionObserver, which jsdom lacks; tests call `intersect`. */
export class FakeIntersectionObserver {
  /** The observer created last, which the code under test uses. */
  static latest: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.latest = this;
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
  }

  intersect(target: Element, intersectionRatio: number): void {
    if (!this.observed.has(target)) return;
    const entry = { target, intersectionRatio, isIntersecting: intersectionRatio > 0 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The window's data layer as the tests read it. */
export function dataLayer(): unknown[] | undefined {
  return window.dataLayer;
}

/** Removes the data layer, so each test starts without one. */
export function resetDataLayer(): void {
  delete window.dataLayer;
}

/** The ecommerce events reported into the data layer so far, in order. */
export function reportedEvents(): EcommerceEntry[] {
  return (window.dataLayer ?? []).filter(
    (entry): entry is EcommerceEntry => typeof entry === 'object' && entry !== null && 'event' in entry && 'ecommerce' in entry,
  );
}
