/** Simplified Chinese (zh-Hans) for the login widget: its shared texts, and each flow's texts on demand. docs/i18n.md, "Chunks" */
import type { LocalePack } from '../../locale-packs';
import base from './base';

const pack: LocalePack = {
  base,
  units: {
    'errors': () => import('./errors'),
    'magic-link': () => import('./magic-link'),
    'otp': () => import('./otp'),
    'passwords': () => import('./passwords'),
    'passkeys': () => import('./passkeys'),
    'crypto': () => import('./crypto'),
    'oauth': () => import('./oauth'),
    'idp': () => import('./idp'),
    'authenticate': () => import('./authenticate'),
  },
};

export default pack;
