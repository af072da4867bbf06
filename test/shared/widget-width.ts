import { jest } from '@jest/globals';

const measure = HTMLElement.prototype.getBoundingClientRect;

/**
 * Sets the width of every widget's box for code that reads it in the browser (jsdom has no layout, and applies no
 * container queries: tests assert the markup, which is the same at every width).
 */
export function setWidgetWidth(width: number): void {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.hasAttribute('data-widget-container')) return measure.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, width, height: 0, toJSON: () => ({}) } as DOMRect;
  });
}
