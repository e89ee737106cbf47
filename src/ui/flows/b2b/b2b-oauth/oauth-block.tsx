/**
 * The B2B OAuth buttons (docs/behaviour.md §11), one per provider in the
 * configured order, each 'Continue with {Provider}' with its brand icon in
 * the consumer's social look (src/ui/components/social-button.tsx). B2BMain
 * renders them for discovery, an organization's sign-in for that
 * organization (../b2b-parts.tsx: neither imports this flow).
 *
 * A click starts the provider's sign-in (./api.ts), which sends the page
 * away: the clicked button shows its spinner and the others are disabled
 * until the page is gone, so a second click starts nothing. A start that
 * fails before the navigation (PKCE needs a secure context, a network error
 * on the bootstrap) is reported to `onError` and shown in the screen's alert,
 * and the buttons work again. A page the browser restores from its
 * back-forward cache gets them back too. The provider's B2B events name no
 * OAuth start (src/ui/b2b/b2b-events.ts), so a start sends none; the landing
 * redeems the token with its own (b2bMain's).
 */
import { useEffect, useState } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import type { B2BOAuthProviderConfig, B2BOAuthProviderType } from '../../../b2b/config/b2b-config-types';
import { B2B_PROVIDER_ICONS } from '../../../components/oauth-icons/b2b';
import { SocialButton } from '../../../components/social-button';
import { socialButtons } from '../../../components/social-button.styles';
import { cx } from '../../../theme/css';
import type { B2BOAuthBlockProps } from '../b2b-parts';
import { startOAuth } from './api';

/** The providers' names, as their buttons say them. */
export const B2B_OAUTH_PROVIDER_NAMES: Readonly<Record<B2BOAuthProviderType, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
  hubspot: 'HubSpot',
  slack: 'Slack',
  github: 'GitHub',
};

export function B2BOAuthBlock({ providers, target, dispatch }: B2BOAuthBlockProps) {
  const { t, client, config } = useB2BWidget();
  const { call } = useScreenCall(dispatch);
  // The provider whose start is under way; the page is leaving for it.
  const [leaving, setLeaving] = useState<B2BOAuthProviderType | null>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = (provider: Required<B2BOAuthProviderConfig>) => {
    dispatch({ type: 'errorCleared' });
    setLeaving(provider.type);
    void call((signal) => startOAuth(client, config, provider, target, signal), { onFailed: () => setLeaving(null) });
  };

  return (
    <div role="group" aria-label={t('b2b.oauth.providersLabel')} className={cx(socialButtons)}>
      {providers.map((provider) => {
        const Icon = B2B_PROVIDER_ICONS[provider.type];
        return (
          <SocialButton
            key={provider.type}
            icon={<Icon />}
            label={t('b2b.oauth.continueWith', { provider: B2B_OAUTH_PROVIDER_NAMES[provider.type] })}
            pending={leaving === provider.type}
            disabled={leaving !== null}
            onClick={() => start(provider)}
          />
        );
      })}
    </div>
  );
}
