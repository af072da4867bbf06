// The module the bench aliases per build (see bench/bundles.ts).
declare module '@bench/widgets' {
  export const widgets: Record<string, (el: HTMLElement, props: unknown) => () => void>;
}
