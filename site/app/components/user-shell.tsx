import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sizedImage } from '~/utils/images';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { Bell, type Notice } from './bell';
import { CsrfInput } from './csrf';
import { LanguageSwitch } from './language-switch';
import { MessagesLink, useLiveUnread } from './live-messages';
import { initials } from '~/utils/format';
import { useDataSaver } from '~/utils/data-saver';
import { useTranslation } from '~/utils/i18n';

export type ShellUser = { name: string; avatar: string | null; user_type: 'employer' | 'freelancer' };

export function shellLinks(type: 'employer' | 'freelancer') {
  return type === 'employer'
    ? [
        { to: '/employer/dashboard', key: 'shell.dashboard' },
        { to: '/employer/listings', key: 'shell.listings' },
        { to: '/employer/hires', key: 'shell.hires' },
        { to: '/employer/messages', key: 'conversations.title' },
        { to: '/employer/payments', key: 'shell.payments' },
        { to: '/employer/connections', key: 'shell.connections' },
        { to: '/employer/roster', key: 'shell.roster' },
        { to: '/employer/account', key: 'shell.account' },
      ]
    : [
        { to: '/freelancer/dashboard', key: 'shell.dashboard' },
        { to: '/freelancer/jobs', key: 'shell.jobs' },
        { to: '/freelancer/applications', key: 'shell.applications' },
        { to: '/freelancer/hires', key: 'shell.hires' },
        { to: '/freelancer/messages', key: 'conversations.title' },
        { to: '/freelancer/money', key: 'shell.money' },
        { to: '/freelancer/connections', key: 'shell.connections' },
        { to: '/freelancer/account', key: 'shell.account' },
      ];
}

export function Avatar({ name, src, size = 36 }: { name: string; src: string | null; size?: number }) {
  const dataSaver = useDataSaver();
  return src && !dataSaver ? (
    <img className="avatar" {...sizedImage(src, size)} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className="avatar avatar-initials" aria-hidden="true" style={{ width: size, height: size }}>
      {initials(name)}
    </span>
  );
}

/** A link acting as a button answers the space bar too. */
function onSpace(run: () => void) {
  return (e: React.KeyboardEvent) => {
    if (e.key === ' ') {
      e.preventDefault();
      run();
    }
  };
}

/** The signed-in area: left drawer (an overlay on small screens), top nav, user menu and bell. */
export function UserShell({ user, notices, unread: loadedUnread = 0, children }: { user: ShellUser; notices: Notice[]; unread?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const unread = useLiveUnread(loadedUnread);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const base = `/${user.user_type}`;
  const hideTop = location.pathname === '/employer/listings/add';
  const header = useRef<HTMLElement>(null);
  // A new page closes the drawer and the menus (the same page reloaded keeps the bell open).
  useEffect(() => {
    setOpen(false);
    header.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location.pathname, location.search]);
  const toggle = useRef<HTMLAnchorElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  // Focus goes into the drawer when it opens, and back to the menu button when it closes.
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    else if (wasOpen.current && drawer.current?.contains(document.activeElement)) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const back = `${location.pathname}${location.search}`;
  return (
    <div className={`shell${open ? ' drawer-open' : ''}`}>
      <nav id="drawer" className="drawer" aria-label={t('shell.menu')} ref={drawer}>
        <div className="drawer-head">
          <Link to="/home" className="brand">
            <span className="logo-mark" aria-hidden="true">
              G
            </span>
            {t('app.name')}
          </Link>
          {/* Links so that the drawer also opens and closes without JavaScript (CSS :target). */}
          <a
            href="#"
            role="button"
            className="icon-btn drawer-close"
            onClick={(e) => {
              e.preventDefault();
              setOpen(false);
            }}
            onKeyDown={onSpace(() => setOpen(false))}
            aria-label={t('app.close')}
          >
            ×
          </a>
        </div>
        <ul>
          {shellLinks(user.user_type).map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="drawer-link">
                {t(l.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {open ? <button type="button" className="scrim" aria-label={t('app.close')} tabIndex={-1} onClick={() => setOpen(false)} /> : null}
      <div className="shell-main">
        {hideTop ? null : (
          <header className="topnav" ref={header}>
            <a
              href="#drawer"
              role="button"
              className="icon-btn menu-toggle"
              aria-expanded={open}
              aria-controls="drawer"
              ref={toggle}
              aria-label={t('shell.openMenu')}
              onClick={(e) => {
                e.preventDefault();
                setOpen(true);
              }}
              onKeyDown={onSpace(() => setOpen(true))}
            >
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M3 6h18M3 12h18M3 18h18" />
              </svg>
            </a>
            {/* The name is hidden on narrow screens, where the mark alone shows: the label keeps the link named. */}
            <Link to="/home" className="brand topnav-brand" aria-label={t('app.name')}>
              <span className="logo-mark" aria-hidden="true">
                G
              </span>
              <span className="topnav-name">{t('app.name')}</span>
            </Link>
            <div className="topnav-tools">
              <LanguageSwitch />
              <MessagesLink base={base} unread={unread} />
              <Bell notices={notices} back={back} unread={unread} messagesHref={`${base}/messages`} />
              <details className="menu user-menu">
                <summary aria-label={t('shell.userMenu', { name: user.name })}>
                  <Avatar name={user.name} src={user.avatar} />
                </summary>
                <div className="menu-panel">
                  <p className="menu-name">{user.name}</p>
                  <Link to={`${base}/account`}>{t('shell.account')}</Link>
                  <Link to={user.user_type === 'freelancer' ? '/freelancer/saved' : '/employer/listings?status=draft'}>
                    {user.user_type === 'freelancer' ? t('shell.saved') : t('drafts.menu')}
                  </Link>
                  {user.user_type === 'freelancer' ? <Link to="/freelancer/saved-searches">{t('conversations.savedSearches')}</Link> : null}
                  <Form method="post" action="/logout">
                    <CsrfInput />
                    <button type="submit" className="btn-link menu-logout">
                      {t('app.logout')}
                    </button>
                  </Form>
                </div>
              </details>
            </div>
          </header>
        )}
        {hideTop ? (
          <p className="add-back">
            <Link to="/employer/listings">← {t('listings.back')}</Link>
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
