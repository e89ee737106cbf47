/**
 * The brand glyphs of the B2B OAuth providers (the B2B widget's buttons): the
 * five it offers and no other, so the B2B chunk that shows them holds only
 * these. Drawn like the others (./index.ts).
 */
import type { ComponentType } from 'react';
import type { B2BOAuthProviderType } from '../../b2b/config/b2b-config-types';
import type { IconProps } from '../icons';
import { GitHubIcon } from './github';
import { GoogleIcon } from './google';
import { HubSpotIcon } from './hubspot';
import { MicrosoftIcon } from './microsoft';
import { SlackIcon } from './slack';

export const B2B_PROVIDER_ICONS: Readonly<Record<B2BOAuthProviderType, ComponentType<IconProps>>> = {
  google: GoogleIcon,
  microsoft: MicrosoftIcon,
  hubspot: HubSpotIcon,
  slack: SlackIcon,
  github: GitHubIcon,
};
