/**
 * A provider's sign-in button, with its brand icon (inline SVG, no remote
 * image): 'Continue with {Provider}' full width (the shared social button,
 * src/ui/components/social-button.tsx, which the B2B widget's block renders
 * too), or the icon alone in Main's grid (layout.ts), named 'Continue with
 * {Provider}' all the same.
 */
import { PROVIDER_ICONS } from '../../components/oauth-icons';
import { SocialButton } from '../../components/social-button';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderConfig } from '../../config/config-types';
import { useWidget } from '../../context/widget-context';
import { cx, part } from '../../theme/css';
import * as oauthStyles from './oauth.styles';

export interface ProviderButtonProps {
  provider: OAuthProviderConfig;
  disabled: boolean;
  onStart: (provider: OAuthProviderConfig) => void;
}

export function ProviderButton({ provider, disabled, onStart }: ProviderButtonProps) {
  const { t } = useWidget();
  const Icon = PROVIDER_ICONS[provider.type];
  return (
    <SocialButton
      icon={<Icon />}
      label={t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] })}
      disabled={disabled}
      onClick={() => onStart(provider)}
    />
  );
}

/** The icon alone; its name (and tooltip) is the full button's text. */
export function ProviderIconButton({ provider, disabled, onStart }: ProviderButtonProps) {
  const { t } = useWidget();
  const Icon = PROVIDER_ICONS[provider.type];
  const name = t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] });
  return (
    <button
      type="button"
      className={cx(oauthStyles.iconButton)}
      {...part('social-button')}
      aria-label={name}
      title={name}
      disabled={disabled}
      onClick={() => onStart(provider)}
    >
      <Icon size={22} />
    </button>
  );
}
