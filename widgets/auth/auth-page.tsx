import { useCss } from '@schaufenster/shared/ui';
import { authenticateHref } from './auth-links';
import { TEXTS } from './texts';

/** The /authenticate/ page: its tab links keep callbackPath; the active tab comes from `p`. */
export function AuthPage() {
  const css = useCss();
  const query = new URLSearchParams(window.location.search);
  const active = TEXTS.tabs.find((tab) => tab.page === query.get('p')) ?? TEXTS.tabs[0];
  const page = css`
    max-width: 560px;
    margin: 0 auto;
    padding: 24px 16px;
    h1 { font-size: 28px; font-weight: 900; margin: 0 0 16px; }
    nav ul { display: flex; gap: 16px; list-style: none; margin: 0 0 16px; padding: 0; }
    [aria-current='page'] { font-weight: 700; }
  `;
  return (
    <section className={page}>
      <h1>{active.label}</h1>
      <nav aria-label={TEXTS.tabsLabel}>
        <ul>
          {TEXTS.tabs.map((tab) => (
            <li key={tab.page}>
              <a href={authenticateHref(tab.page, query.get('callbackPath'))} aria-current={tab === active ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{active.intro}</p>
    </section>
  );
}
