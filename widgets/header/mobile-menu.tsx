import { useState } from 'react';
import { bus, useBusValue } from '@schaufenster/shared/bus';
import { Modal } from '@schaufenster/shared/ui';
import { AccountLinks } from './account-entry';
import { MenuIcon } from './icons';
import { LinkList } from './link-list';
import { TEXTS } from './texts';

/** The mobile Menu button and its panel (APG dialog: focus trapped, Escape closes, focus returns to the button). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const isLogged = useBusValue('session:changed')?.aboutMe.isLogged ?? false;
  return (
    <>
      <button type="button" className="menu-button icon-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MenuIcon />
        <span className="visually-hidden">{TEXTS.menu}</span>
      </button>
      {open && (
        <Modal title={TEXTS.menuTitle} closeLabel={TEXTS.close} onClose={() => setOpen(false)}>
          <nav aria-label={TEXTS.navLabel} className="menu-nav">
            <LinkList links={[{ href: '/', label: TEXTS.home }, ...TEXTS.nav, { href: '/warenkorb/', label: TEXTS.cart }]} />
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
