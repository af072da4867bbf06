import { waitFor } from '@testing-library/react';

type AnyQuery = (...args: unknown[]) => HTMLElement[];

const QUERY_NAME = /^(get|query|find)(All)?By(.+)$/;

/**
 * The queries of `view` as a shopper sees the markup: an element inside a `hidden` subtree (a folded card whose form
 * stays in the markup, because one markup serves every width) is not found. It reads the attribute, not a computed
 * style: jsdom keeps a style it computed once inside a shadow root after the attribute goes.
 */
export function shownOnly<View extends object>(view: View): View {
  const shown = (elements: HTMLElement[]) => elements.filter((element) => !element.closest('[hidden]'));
  return new Proxy(view, {
    get(target, key, receiver) {
      const match = typeof key === 'string' ? QUERY_NAME.exec(key) : null;
      if (!match) return Reflect.get(target, key, receiver);
      const [, kind, all, by] = match;
      const queryAll = Reflect.get(target, `queryAllBy${by}`) as AnyQuery;
      // Role queries would skip what they computed as hidden: they look at everything, and the attribute decides.
      const find = (args: unknown[]) => shown(by === 'Role' ? queryAll(args[0], { ...(args[1] as object), hidden: true }) : queryAll(...args));
      const getAll = (args: unknown[]) => {
        const found = find(args);
        if (found.length === 0) throw new Error(`no shown element by ${by} ${String(args[0])}`);
        return found;
      };
      const getOne = (args: unknown[]) => {
        const found = getAll(args);
        if (found.length > 1) throw new Error(`${found.length} shown elements by ${by} ${String(args[0])}`);
        return found[0];
      };
      if (kind === 'query' && all) return (...args: unknown[]) => find(args);
      if (kind === 'query') return (...args: unknown[]) => (find(args).length > 1 ? getOne(args) : (find(args)[0] ?? null));
      if (kind === 'get') return (...args: unknown[]) => (all ? getAll(args) : getOne(args));
      return (...args: unknown[]) => waitFor(() => (all ? getAll(args) : getOne(args)), args[2] as Parameters<typeof waitFor>[1]);
    },
  });
}
