import { useCss } from './use-css';
import { TEXTS } from './texts';

/** The technical error panel of SPEC.md section 2, shown in place of a widget that failed to render. */
export function TechnicalErrorPanel({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const css = useCss();
  const panel = css`
    padding: 16px;
    border: 1px solid #d9d9d9;
    background: #fafafa;
    h2 { margin: 0 0 8px; font-size: 18px; font-weight: 700; }
    p { margin: 0 0 12px; }
  `;
  const button = css`
    font: inherit;
    font-weight: 700;
    padding: 8px 16px;
    border: 0;
    background: #1a1a1a;
    color: #fff;
    cursor: pointer;
  `;
  return (
    <section role="alert" className={panel}>
      <h2>{TEXTS.technicalErrorTitle}</h2>
      <p>{TEXTS.technicalErrorAdvice}</p>
      <button type="button" className={button} onClick={reload}>
        {TEXTS.technicalErrorRetry}
      </button>
    </section>
  );
}
