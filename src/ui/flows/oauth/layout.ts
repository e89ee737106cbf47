/**
 * How Main shows the social providers (docs/behaviour.md §2.7): up to
 * `MAX_FULL_SOCIAL_BUTTONS` of them as full 'Continue with …' buttons in
 * the column; with more, the first `FULL_SOCIAL_BUTTONS` keep their full
 * buttons and the others become icon buttons in a grid below them (the same
 * accessible name, 'Continue with …'), so nineteen providers take a few
 * rows instead of a wall of buttons. Google with One Tap keeps its place in
 * the column wherever it is configured.
 */
import type { OAuthProviderConfig } from '../../config/config-types';

/** With this many providers or fewer, every one has a full button. */
export const MAX_FULL_SOCIAL_BUTTONS = 4;

/** With more, this many (the first configured) keep a full button. */
export const FULL_SOCIAL_BUTTONS = 3;

export interface SocialLayout<P> {
  /** Full-width buttons, in the configured order. */
  buttons: P[];
  /** Icon buttons in the grid below them, in the configured order. */
  icons: P[];
}

/** Splits `providers` (configured order); `oneTap` is the provider One Tap stands in for, if any. */
export function socialLayout<P extends Pick<OAuthProviderConfig, 'type'>>(providers: readonly P[], oneTap: P | null): SocialLayout<P> {
  if (providers.length <= MAX_FULL_SOCIAL_BUTTONS) return { buttons: [...providers], icons: [] };
  const full = (provider: P, index: number) => index < FULL_SOCIAL_BUTTONS || provider === oneTap;
  return { buttons: providers.filter(full), icons: providers.filter((provider, index) => !full(provider, index)) };
}
