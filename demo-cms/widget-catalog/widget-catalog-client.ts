// The widget catalog's browser script (/widgets/): copies example tags and mounts live previews through
// the loader, with the props edited in each module's form. Built beside the loader (bundling/webpack.config.ts).
import { WIDGET_STATE_EVENT } from '../../loader/constants';
import { exampleTag } from '../../loader/tag-markup';
import { MIN_PREVIEW_HEIGHT_PX, PREVIEW_WIDTHS_PX, pageLoaderSettings, previewDocument, previewSize } from './widget-preview-frame';

/** How long typing pauses before the preview mounts again. */
const TYPING_PAUSE_MS = 400;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props the form describes; an empty control leaves its prop out. Not-JSON in a JSON field is the user's error to fix. */
function readProps(form: HTMLFormElement): { props: Record<string, unknown> } | { error: string } {
  const props: Record<string, unknown> = {};
  for (const field of form.querySelectorAll<Field>('[data-kind]')) {
    const raw = field.value.trim();
    if (raw === '') continue;
    if (field.dataset.kind === 'boolean') props[field.name] = raw === 'true';
    else if (field.dataset.kind === 'json') {
      try {
        props[field.name] = JSON.parse(raw) as unknown;
      } catch (error) {
        return { error: `„${field.name}“ ist kein gültiges JSON: ${(error as Error).message}` };
      }
    } else props[field.name] = raw;
  }
  return { props };
}

/** The loader settings of this page, read once: the preview frames load the same loader. */
const loaderSettings = pageLoaderSettings(document);

/** A module's preview frame and how to size it. */
interface PreviewFrame {
  frame: HTMLIFrameElement;
  /** Gives the frame a width (its viewport for the widget). */
  setWidth(width: number): void;
}

/**
 * The preview frame of a module, once its document has loaded; its stage then takes each new tag. The frame keeps
 * the chosen width as the widget's viewport and is drawn smaller where the page has less room, never cut off.
 */
function createPreviewFrame(slot: HTMLElement, widget: string, width: number, scaleText: HTMLElement | null): Promise<PreviewFrame> {
  const box = document.createElement('div');
  box.className = 'catalog-preview-box';
  const frame = document.createElement('iframe');
  frame.dataset.previewFrame = '';
  frame.title = `Vorschau von ${widget}`;
  let size = { width, height: MIN_PREVIEW_HEIGHT_PX };
  const fitPreview = () => {
    const style = getComputedStyle(slot);
    const room = slot.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const scale = Math.min(1, room / size.width);
    frame.style.width = `${size.width}px`;
    frame.style.height = `${size.height}px`;
    frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    box.style.width = `${size.width * scale}px`;
    box.style.height = `${size.height * scale}px`;
    if (scaleText) scaleText.textContent = scale < 1 ? `Verkleinert auf ${Math.floor(scale * 100)} %` : '';
  };
  fitPreview();
  new ResizeObserver(fitPreview).observe(slot);
  return new Promise((resolve) => {
    frame.addEventListener(
      'load',
      () => {
        // The frame's own ResizeObserver: observers of one window watch that window's elements.
        const view = frame.contentWindow as (Window & typeof globalThis) | null;
        const body = frame.contentDocument?.body;
        // The frame grows with what the widget shows, so the editor never scrolls inside it.
        if (view && body) {
          new view.ResizeObserver(() => {
            size = { ...size, height: Math.max(MIN_PREVIEW_HEIGHT_PX, body.scrollHeight) };
            fitPreview();
          }).observe(body);
        }
        resolve({
          frame,
          setWidth(next) {
            size = { ...size, width: next };
            fitPreview();
          },
        });
      },
      { once: true },
    );
    frame.srcdoc = previewDocument(loaderSettings ?? { src: '/widgets/loader.js', nonce: '' });
    box.append(frame);
    slot.replaceChildren(box);
  });
}

function setUp(article: HTMLElement): void {
  const form = article.querySelector<HTMLFormElement>('[data-preview-form]');
  const slot = article.querySelector<HTMLElement>('[data-preview-slot]');
  const errorText = article.querySelector<HTMLElement>('[data-preview-error]');
  const tagText = article.querySelector<HTMLElement>('[data-example-tag]');
  const widget = form?.dataset.widgetName;
  if (!form || !slot || !errorText || !tagText || !widget) return;
  let previewing = false;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const widths = article.querySelector<HTMLElement>('[data-preview-widths]');
  const chosen = () => previewSize(widths?.querySelector<HTMLInputElement>('input:checked')?.value ?? String(PREVIEW_WIDTHS_PX[0]));
  const scaleText = article.querySelector<HTMLElement>('[data-preview-scale]');
  let frame: Promise<PreviewFrame> | undefined;
  // A column preview: the stage (the theme's column) gets the width, the tag in it takes the stage's.
  const sizeStage = (loaded: PreviewFrame) => {
    const stage = loaded.frame.contentDocument?.querySelector<HTMLElement>('[data-preview-stage]');
    const { window: width, box } = chosen();
    loaded.setWidth(width);
    if (stage) stage.style.width = box ? `${box}px` : '';
    return stage;
  };
  widths?.addEventListener('change', () => void frame?.then(sizeStage));

  const preview = async () => {
    const read = readProps(form);
    errorText.textContent = 'error' in read ? read.error : '';
    if ('error' in read) return;
    tagText.textContent = exampleTag(widget, read.props, { fallback: form.dataset.fallback ?? '', minHeight: Number(form.dataset.minHeight) || 0 });
    previewing = true;
    frame ??= createPreviewFrame(slot, widget, chosen().window, scaleText);
    const stage = sizeStage(await frame);
    if (!stage) return;
    // A new tag each time (made by the frame's document, for its loader): the loader unmounts the removed one and mounts the new one.
    const tag = stage.ownerDocument.createElement('div');
    tag.dataset.widget = widget;
    tag.dataset.props = JSON.stringify(read.props);
    // The editor asked for the preview: it mounts now, whatever the widget's default data-load (the sign-in modal waits for auth:open).
    tag.dataset.load = 'eager';
    tag.addEventListener(WIDGET_STATE_EVENT, (event) => {
      const { state, error } = (event as CustomEvent<{ state: string; error?: string }>).detail;
      if (state === 'invalid-props' || state === 'failed') errorText.textContent = error ?? 'Das Widget konnte nicht geladen werden.';
    });
    stage.replaceChildren(tag);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void preview();
  });
  form.addEventListener('change', () => previewing && void preview());
  form.addEventListener('input', (event) => {
    if (!previewing || (event.target as Field).dataset.kind === 'enum' || (event.target as Field).dataset.kind === 'boolean') return;
    clearTimeout(typing);
    typing = setTimeout(() => void preview(), TYPING_PAUSE_MS);
  });

  setUpCopy(article);
}

/** The copy button of a section's example (`data-example-tag`): copies what it shows at the moment. */
function setUpCopy(section: HTMLElement): void {
  const copy = section.querySelector<HTMLButtonElement>('[data-copy-tag]');
  const status = section.querySelector<HTMLElement>('[data-copy-status]');
  const example = section.querySelector<HTMLElement>('[data-example-tag]');
  copy?.addEventListener('click', () => {
    navigator.clipboard.writeText(example?.textContent ?? '').then(
      () => status && (status.textContent = 'Kopiert.'),
      () => status && (status.textContent = 'Kopieren nicht möglich: bitte den Tag markieren und kopieren.'),
    );
  });
}

for (const article of document.querySelectorAll<HTMLElement>('[data-catalog-module]')) setUp(article);
for (const section of document.querySelectorAll<HTMLElement>('[data-catalog-site]')) setUpCopy(section);
