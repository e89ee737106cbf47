/**
 * The brand glyph of each social provider, for its 'Continue with …' button
 * (the consumer widget's; the B2B widget's five, HubSpot among them, are
 * ./b2b.ts, so neither chunk holds the other's).
 * Simple drawings made for the widget, not the brands' own artwork: enough to
 * recognise the brand at 20px. Decorative (`aria-hidden`), since the button's
 * text names the provider. Marks that are black in the brand (Apple, GitHub,
 * TikTok, Amazon's letter) paint in `currentColor` to follow the button's
 * text on dark themes. No ids, `<style>` or `style`: two widgets may share a
 * page, and a strict CSP blocks inline styles.
 */
import type { ComponentType } from 'react';
import type { OAuthProviderType } from '../../../core';
import type { IconProps } from '../icons';
import { AmazonIcon } from './amazon';
import { AppleIcon } from './apple';
import { BitbucketIcon } from './bitbucket';
import { CoinbaseIcon } from './coinbase';
import { DiscordIcon } from './discord';
import { FacebookIcon } from './facebook';
import { FigmaIcon } from './figma';
import { GitHubIcon } from './github';
import { GitLabIcon } from './gitlab';
import { GoogleIcon } from './google';
import { LinkedInIcon } from './linkedin';
import { MicrosoftIcon } from './microsoft';
import { SalesforceIcon } from './salesforce';
import { SlackIcon } from './slack';
import { SnapchatIcon } from './snapchat';
import { TikTokIcon } from './tiktok';
import { TwitchIcon } from './twitch';
import { TwitterIcon } from './twitter';
import { YahooIcon } from './yahoo';

export const PROVIDER_ICONS: Readonly<Record<OAuthProviderType, ComponentType<IconProps>>> = {
  google: GoogleIcon,
  microsoft: MicrosoftIcon,
  apple: AppleIcon,
  github: GitHubIcon,
  gitlab: GitLabIcon,
  facebook: FacebookIcon,
  discord: DiscordIcon,
  salesforce: SalesforceIcon,
  slack: SlackIcon,
  amazon: AmazonIcon,
  bitbucket: BitbucketIcon,
  linkedin: LinkedInIcon,
  coinbase: CoinbaseIcon,
  twitch: TwitchIcon,
  twitter: TwitterIcon,
  tiktok: TikTokIcon,
  snapchat: SnapchatIcon,
  figma: FigmaIcon,
  yahoo: YahooIcon,
};
