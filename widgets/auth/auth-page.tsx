import { useCss } from '@schaufenster/shared/ui';
import { AuthArea } from './auth-area';
import { stateOfLocation } from './use-auth-navigation';

/** The /authenticate/ page: the sub-page comes from the query (`p`, callbackPath, cid, hash, the flags). */
export function AuthPage({ navigate, activationDelayMs }: { navigate: (url: string) => void; activationDelayMs: number }) {
  const css = useCss();
  const page = css`
    max-width: 1200px;
    margin: 0 auto;
    padding: 24px 16px;
  `;
  return (
    <div className={page}>
      <AuthArea mode="page" initial={stateOfLocation} navigate={navigate} activationDelayMs={activationDelayMs} />
    </div>
  );
}
