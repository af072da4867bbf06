/** Full page navigation of the checkout (an object, so tests can watch where it leads). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
