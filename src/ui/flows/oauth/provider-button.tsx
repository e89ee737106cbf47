/** 'Continue with {Provider}', with the provider's brand icon (inline SVG, no remote image). */
import { Button } from '../../components/button';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderConfig } from '../../config/config-types';
import { useWidget } from '../../context/widget-context';
import { PROVIDER_ICONS } from './icons';

export interface ProviderButtonProps {
  provider: OAuthProviderConfig;
  disabled: boolean;
  onStart: (provider: OAuthProviderConfig) => void;
}

export function ProviderButton({ provider, disabled, onStart }: ProviderButtonProps) {
  const { t } = useWidget();
  const Icon = PROVIDER_ICONS[provider.type];
  return (
    <Button variant="secondary" part="social-button" icon={<Icon />} disabled={disabled} onClick={() => onStart(provider)}>
      {t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] })}
    </Button>
  );
}
