import { createRoot } from 'react-dom/client';
import { locatePath } from './routing/normalize-path';
import { SiteShell } from './shell/site-shell';

const located = locatePath(window.location.pathname);
if (located.canonical !== window.location.pathname) {
  window.history.replaceState(null, '', `${located.canonical}${window.location.search}${window.location.hash}`);
}
document.documentElement.lang = located.lang;
document.documentElement.dir = located.lang === 'ar' ? 'rtl' : 'ltr';

const container = document.getElementById('app');
if (container) createRoot(container).render(<SiteShell lang={located.lang} path={located.rest} />);
