import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useWidgetAtLeast } from '@schaufenster/shared/ui';
import { useAuth } from './auth-context';
import { FOCUS_TARGET_ATTRIBUTE, Heading, useHeadingLevels } from './auth-heading';
import { TABBED_PAGES, type TabbedPage } from './auth-pages';
import { scrollsToCard } from './auth-routing';
import { AUTH_DESKTOP_MIN_WIDTH_PX } from './constants';
import { GuestForm } from './guest-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

const FORMS: Record<TabbedPage, () => ReactNode> = { login: LoginForm, register: RegisterForm, guest: GuestForm };

interface CardProps {
  page: TabbedPage;
  current: boolean;
  expanded: boolean;
  collapsible: boolean;
}

/**
 * One card: its heading is the tab link. Its form is always in the markup; the `hidden` of a card that is not current
 * folds it in a narrow box, and the wide layout's CSS unfolds it. Becoming current it scrolls into view if its page
 * asks for that.
 */
function AuthCard({ page, current, expanded, collapsible }: CardProps) {
  const bodyId = useId();
  const levels = useHeadingLevels();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current && scrollsToCard(page)) card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [current, page]);
  const CardForm = FORMS[page];
  return (
    <section ref={card} className="card" data-page={page} data-current={current}>
      <Heading level={levels.card}>
        <TabLink
          page={page}
          className="tab"
          aria-current={current ? 'page' : undefined}
          aria-expanded={collapsible ? expanded : undefined}
          aria-controls={bodyId}
          {...(current && { [FOCUS_TARGET_ATTRIBUTE]: '' })}
        >
          {TEXTS.pages[page]}
        </TabLink>
      </Heading>
      <div id={bodyId} className="body" hidden={!current}>
        <CardForm />
      </div>
    </section>
  );
}

/**
 * Login, register and guest as three cards, in one markup for every width. In a box below 992 px (and always in the
 * narrow popup) they stack and only the active one is open; in a page box from 992 px on they stand side by side,
 * all open: CSS decides by the box. The browser reads the box after hydration for what moves nothing (the tabs'
 * aria-expanded). Before the first activation no card is active.
 */
export function AuthCards({ active }: { active: TabbedPage | undefined }) {
  const { mode } = useAuth();
  const cards = useRef<HTMLDivElement>(null);
  const wide = useWidgetAtLeast(cards, AUTH_DESKTOP_MIN_WIDTH_PX);
  const collapsible = mode === 'modal' || !wide;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of three cards, not of form fields: a fieldset would bring form semantics and its default frame.
    <div ref={cards} className="cards" data-mode={mode} data-layout={collapsible ? 'stacked' : 'columns'} role="group" aria-label={TEXTS.cardsLabel}>
      {TABBED_PAGES.map((page) => (
        <AuthCard key={page} page={page} current={page === active} expanded={!collapsible || page === active} collapsible={collapsible} />
      ))}
    </div>
  );
}
