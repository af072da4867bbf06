import { ANSWERABLE_EVENT, WANTED_EVENT, type AnswerableDetail, type WantedDetail } from '../shared/bus/wanted';
import { ApiAttributeError, beaconUrl, readApiBase } from './api-attribute';
import { DEFAULT_REGISTRY_FILE, registryEnvironment } from '../registry/registry';
import { adoptServerSite } from '../shared/site/server-site';
import { LOG_PREFIX, type WidgetState } from './constants';
import { parseCdnOrigins } from '../registry/entry-policy';
import { Federation } from './federation';
import { MountReporter } from './mount-reports';
import { nextTask } from './next-task';
import { fetchRegistry } from './registry';
import { observeTags } from './observe-tags';
import { pageRegistry, rolloutKey } from './rollout';
import { WidgetLoader } from './widget-loader';

/** The loader's global API for CMS scripts: `window.schaufenster`. */
export interface SchaufensterApi {
  /** Mounts one tag now, whatever its `data-load` (tags added to the DOM are mounted automatically too, by their `data-load`). */
  mount(el: HTMLElement): Promise<WidgetState>;
  /** Unmounts a tag's widget; its element stays. */
  unmount(el: HTMLElement): void;
  /** Settles when the tags present at start have reached their states (`deferred` for those that wait for their trigger). */
  ready: Promise<WidgetState[]>;
  /**
   * The CMS page's id, from the loader script's `data-page-id`; the widgets send it as `x-cs-sys-pi` and in
   * `page_view`. A CMS that changes pages without a reload sets it before it announces the route change.
   */
  pageId: string;
  /** Development (the loader script carries `data-dev`): the widgets warn about page mistakes, e.g. a missing page id. */
  readonly development: boolean;
  /** Where the widgets' API calls go (the script's `data-api`, absolute, ending in `/`); undefined: the page's origin. */
  api?: string;
}

declare global {
  interface Window {
    schaufenster?: SchaufensterApi;
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const registryUrl = script?.dataset.registry ?? new URL(DEFAULT_REGISTRY_FILE, script?.src ?? document.baseURI).href;

/** Origins besides the registry's that may serve remote entries (`data-cdn`); a token that is no origin is ignored, loudly. */
function cdnOrigins(): string[] {
  const { origins, invalid } = parseCdnOrigins(script?.dataset.cdn);
  for (const token of invalid) console.error(`${LOG_PREFIX} data-cdn: "${token}" is not an origin like https://cdn.example; ignored`);
  return origins;
}
/** The API base of `data-api`, or why it cannot be used (said once here; every tag then fails alone with its fallback). */
function readApi(): { api?: string; problem?: string } {
  try {
    return { api: readApiBase(script?.dataset.api, document.baseURI) };
  } catch (error) {
    if (!(error instanceof ApiAttributeError)) throw error;
    console.error(`${LOG_PREFIX} ${error.message}: no widget can reach its API, every widget keeps its fallback`);
    return { problem: `widget failed; its fallback stays: ${error.message}` };
  }
}
const { api, problem: apiProblem } = readApi();

async function start(): Promise<WidgetLoader> {
  if (apiProblem !== undefined) return new WidgetLoader(new Federation({ remotes: {} }, { registryUrl: document.baseURI, cdnOrigins: [] }), new MountReporter(undefined), apiProblem);
  // Rollouts are decided here, once per page, by the browser's own key: the same key, the same versions.
  const fetched = await fetchRegistry(registryUrl);
  const registry = pageRegistry(fetched, rolloutKey());
  performance.mark('schaufenster:registry');
  // A browser that previews a version says so on every page, with the way out (fetched only then).
  const { preview } = fetched;
  if (preview) void import(/* webpackChunkName: "preview-marker" */ './preview-marker').then(({ showPreviewMarker }) => showPreviewMarker(preview, registryUrl));
  const federation = new Federation(registry, { registryUrl: new URL(registryUrl, document.baseURI).href, cdnOrigins: cdnOrigins(), remoteOrigins: fetched.origins });
  performance.mark('schaufenster:runtime');
  // A remote entry that throws while it runs reports to window.onerror; it fails alone, without an uncaught error.
  window.addEventListener('error', (event) => {
    if (federation.isRemoteScript(event.filename)) {
      event.preventDefault();
      console.error(`${LOG_PREFIX} remote script ${event.filename} threw: ${event.message}`);
    }
  });
  return new WidgetLoader(federation, new MountReporter(beaconUrl(script?.dataset.beacon, api, document.baseURI), registryEnvironment(registryUrl)));
}

const loading = start();
const onRegistryError = (error: unknown): never => {
  console.error(`${LOG_PREFIX} no widget can mount: ${String(error)}`);
  throw error;
};

window.schaufenster = {
  // Handed over before any remote loads: the shared runtime reads both from here (shared/http/page-id.ts).
  pageId: script?.dataset.pageId ?? '',
  development: script?.hasAttribute('data-dev') ?? false,
  api,
  mount: (el) => loading.then((loader) => loader.mount(el, { now: true }), onRegistryError),
  unmount: (el) => void loading.then((loader) => loader.unmount(el)),
  ready: loading.then(async (loader) => {
    // The registry's answer is read and the federation made in one task; the page's tags are taken up in the next.
    await nextTask();
    // A page without a site configuration of its own takes the one its server-rendered widgets were rendered with.
    adoptServerSite(document);
    observeTags(loader);
    // The bus asks for a command nobody answers yet (auth:open before the sign-in remote is here): fetch its widget.
    window.addEventListener(WANTED_EVENT, (event) => {
      const detail = (event as CustomEvent<WantedDetail | undefined>).detail;
      if (typeof detail?.event === 'string') loader.wake(detail.event, detail.intent === true);
    });
    // The bus asks whether such a command will be answered (the header's cart link opens the flyout, or goes to the cart page).
    window.addEventListener(ANSWERABLE_EVENT, (event) => {
      const detail = (event as CustomEvent<AnswerableDetail | undefined>).detail;
      if (detail && typeof detail.event === 'string') detail.answerable ||= loader.answers(detail.event);
    });
    return loader.mountAll(document);
  }, onRegistryError),
};
// `ready` rejects only when the registry is unreachable; the message above already says so.
window.schaufenster.ready.catch(() => undefined);
