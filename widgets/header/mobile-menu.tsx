import { useState } from 'react';
import { useBusValue } from '@schaufenster/shared/hooks';
import { bus } from '@schaufenster/shared/bus';
import { pageSite } from '@schaufenster/shared/site';
import { Modal } from '@schaufenster/shared/ui';
import { AccountLinks } from './account-entry';
import { MenuIcon } from './icons';
import { LinkList } from './link-list';
import { TEXTS } from './texts';

/** The mobile Menu button and its panel (APG dialog: focus trapped, Escape closes, focus returns to the button). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const isLogged = useBusValue('session:changed')?.aboutMe.isLogged ?? false;
  const { routes, navigation } = pageSite();
  return (
    <>
      <button type="button" className="menu-button icon-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MenuIcon />
        <span className="visually-hidden">{TEXTS.menu}</span>
      </button>
      {open && (
        <Modal title={TEXTS.menuTitle} closeLabel={TEXTS.close} onClose={() => setOpen(false)}>
          <nav aria-label={TEXTS.navLabel} className="menu-nav">
            <LinkList links={[{ href: routes.home, label: TEXTS.home }, ...navigation, { href: routes.cart, label: TEXTS.cart }]} />
          </nav>
          <AccountLinks
            isLogged={isLogged}
            onLogin={() => {
              setOpen(false);
              bus.emit('auth:open', { page: 'login' });
            }}
          />
        </Modal>
      )}
    </>
  );
}
