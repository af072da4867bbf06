// The widget catalog's browser script (/widgets/): copies example tags and mounts live previews through
// the loader, with the props edited in each module's form. Built beside the loader (webpack.config.ts).
import { WIDGET_STATE_EVENT } from '../loader/constants';
import { exampleTag } from '../../widgets/tag-markup';

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

function setUp(article: HTMLElement): void {
  const form = article.querySelector<HTMLFormElement>('[data-preview-form]');
  const slot = article.querySelector<HTMLElement>('[data-preview-slot]');
  const errorText = article.querySelector<HTMLElement>('[data-preview-error]');
  const tagText = article.querySelector<HTMLElement>('[data-example-tag]');
  const widget = form?.dataset.widgetName;
  if (!form || !slot || !errorText || !tagText || !widget) return;
  let previewing = false;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const preview = () => {
    const read = readProps(form);
    errorText.textContent = 'error' in read ? read.error : '';
    if ('error' in read) return;
    tagText.textContent = exampleTag(widget, read.props);
    previewing = true;
    // A new tag each time: the loader unmounts the removed one and mounts the new one with its props.
    const tag = document.createElement('div');
    tag.dataset.widget = widget;
    tag.dataset.props = JSON.stringify(read.props);
    tag.addEventListener(WIDGET_STATE_EVENT, (event) => {
      const { state, error } = (event as CustomEvent<{ state: string; error?: string }>).detail;
      if (state === 'invalid-props' || state === 'failed') errorText.textContent = error ?? 'Das Widget konnte nicht geladen werden.';
    });
    slot.replaceChildren(tag);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    preview();
  });
  form.addEventListener('change', () => previewing && preview());
  form.addEventListener('input', (event) => {
    if (!previewing || (event.target as Field).dataset.kind === 'enum' || (event.target as Field).dataset.kind === 'boolean') return;
    clearTimeout(typing);
    typing = setTimeout(preview, TYPING_PAUSE_MS);
  });

  const copy = article.querySelector<HTMLButtonElement>('[data-copy-tag]');
  const status = article.querySelector<HTMLElement>('[data-copy-status]');
  copy?.addEventListener('click', () => {
    navigator.clipboard.writeText(tagText.textContent ?? '').then(
      () => status && (status.textContent = 'Kopiert.'),
      () => status && (status.textContent = 'Kopieren nicht möglich: bitte den Tag markieren und kopieren.'),
    );
  });
}

for (const article of document.querySelectorAll<HTMLElement>('[data-catalog-module]')) setUp(article);
