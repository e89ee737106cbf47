/** Polish (pl) for the B2B widget: its shared texts, and each flow's texts on demand. docs/i18n.md, "Chunks" */
import type { LocalePack } from '../../locale-packs';
import base from './base';

const pack: LocalePack = {
  base,
  units: {
    'errors': () => import('./errors'),
    'b2b-main': () => import('./b2b-main'),
    'b2b-discovery': () => import('./b2b-discovery'),
    'b2b-email': () => import('./b2b-email'),
    'b2b-passwords': () => import('./b2b-passwords'),
    'b2b-mfa': () => import('./b2b-mfa'),
    'b2b-organization': () => import('./b2b-organization'),
    'b2b-sso': () => import('./b2b-sso'),
    'b2b-oauth': () => import('./b2b-oauth'),
    'b2b-idp': () => import('./b2b-idp'),
  },
};

export default pack;
