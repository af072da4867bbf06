// The widget catalog's live preview runs in an iframe of the chosen width, so the widget sees the window a phone, a
// tablet or a desktop gives it; or in a desktop window, in a column of a theme's width (the width it lays out by).
import { escapeHtml } from '@schaufenster/shared/html';

/** The widths an editor can preview a widget at: a phone, a tablet upright, a desktop. */
export const PREVIEW_WIDTHS_PX = [375, 768, 1280] as const;

/** The column widths a theme may give a widget (its box, which its layout follows), previewed in a desktop window. */
export const PREVIEW_BOX_WIDTHS_PX = [320, 480, 650, 800, 1200] as const;

/** The window of a column preview: a common laptop's. */
export const BOX_PREVIEW_WINDOW_PX = 1366;

/** A preview's size as the width choice names it: a window's width (`375`), or a column's in the desktop window (`box-650`). */
export function previewSize(choice: string): { window: number; box?: number } {
  const box = /^box-(\d+)$/.exec(choice)?.[1];
  return box ? { window: BOX_PREVIEW_WINDOW_PX, box: Number(box) } : { window: Number(choice) || PREVIEW_WIDTHS_PX[0] };
}

/** The frame is at least this tall, so a menu panel or a modal opened in the preview has room. */
export const MIN_PREVIEW_HEIGHT_PX = 360;

/** The loader script of the catalog page, whose registry, beacon and nonce the preview's loader reuses. */
export interface LoaderSettings {
  src: string;
  registry?: string;
  beacon?: string;
  /** The page's script nonce: a srcdoc frame inherits the page's Content-Security-Policy. */
  nonce: string;
}

/** The preview frame's document: the site's styles, an empty stage for the tag, and the loader. */
export function previewDocument(loader: LoaderSettings): string {
  const data = [
    loader.registry === undefined ? '' : ` data-registry="${escapeHtml(loader.registry)}"`,
    loader.beacon === undefined ? '' : ` data-beacon="${escapeHtml(loader.beacon)}"`,
  ].join('');
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="stylesheet" href="/assets/site.css"><title>Vorschau</title></head>',
    // The demo's own site (the widgets' defaults), declared as any page with widgets declares its site.
    '<body><script type="application/json" id="schaufenster-site">{}</script><div data-preview-stage></div>',
    `<script src="${escapeHtml(loader.src)}"${data} nonce="${escapeHtml(loader.nonce)}" defer></script>`,
    '</body></html>',
  ].join('');
}

/** Reads the loader settings from the page's loader script, if it has one. */
export function pageLoaderSettings(doc: Document): LoaderSettings | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[src$="/loader.js"]');
  const src = script?.getAttribute('src');
  if (!script || !src) return undefined;
  return { src, registry: script.dataset.registry, beacon: script.dataset.beacon, nonce: script.nonce };
}
