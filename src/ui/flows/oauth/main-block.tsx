/**
 * Main's social sign-in block (docs/behaviour.md §2.7): the providers'
 * buttons in the configured order, the first few full width in a column and,
 * when there are many, the others as icon buttons in a grid below them
 * (layout.ts). When Google One Tap applies (a single Google provider with
 * `one_tap`), Google's place in the column holds One Tap, which falls back
 * to the 'Continue with Google' button.
 */
import { socialButtons } from '../../components/social-button.styles';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import type { MainBlockProps } from '../flow';
import { socialLayout } from './layout';
import * as oauthStyles from './oauth.styles';
import { GoogleOneTap } from './one-tap/google-one-tap';
import { ProviderButton, ProviderIconButton } from './provider-button';
import { useOAuthStart } from './use-oauth-start';

export function OAuthMainBlock({ block, dispatch }: MainBlockProps<Extract<MainBlock, { kind: 'oauth' }>>) {
  const { t } = useWidget();
  const { start, pending } = useOAuthStart(dispatch);
  const onStart = (provider: (typeof block.providers)[number]) => void start(provider);
  const { buttons, icons } = socialLayout(block.providers, block.oneTap?.provider ?? null);
  return (
    <div role="group" aria-label={t('oauth.providersLabel')} className={cx(socialButtons)}>
      {buttons.map((provider) =>
        block.oneTap !== null && provider === block.oneTap.provider ? (
          <GoogleOneTap key={provider.type} layout={block.oneTap} dispatch={dispatch} disabled={pending} onStart={onStart} />
        ) : (
          <ProviderButton key={provider.type} provider={provider} disabled={pending} onStart={onStart} />
        ),
      )}
      {icons.length === 0 ? null : (
        <div className={cx(oauthStyles.iconGrid)}>
          {icons.map((provider) => (
            <ProviderIconButton key={provider.type} provider={provider} disabled={pending} onStart={onStart} />
          ))}
        </div>
      )}
    </div>
  );
}
