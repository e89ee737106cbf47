/**
 * Main's social sign-in block (docs/behaviour.md §2.7): the providers' buttons in a
 * column, in the configured order. When Google One Tap applies (a single
 * Google provider with `one_tap`), Google's place in the column holds One
 * Tap, which falls back to the 'Continue with Google' button.
 */
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { MainBlockProps } from '../flow';
import { GoogleOneTap } from './one-tap/google-one-tap';
import { ProviderButton } from './provider-button';
import { useOAuthStart } from './use-oauth-start';

export function OAuthMainBlock({ block, dispatch }: MainBlockProps<Extract<MainBlock, { kind: 'oauth' }>>) {
  const { t } = useWidget();
  const { start, pending } = useOAuthStart(dispatch);
  const onStart = (provider: (typeof block.providers)[number]) => void start(provider);
  return (
    <div role="group" aria-label={t('oauth.providersLabel')} className={cx(styles.column)}>
      {block.providers.map((provider) =>
        block.oneTap !== null && provider === block.oneTap.provider ? (
          <GoogleOneTap key={provider.type} layout={block.oneTap} dispatch={dispatch} disabled={pending} onStart={onStart} />
        ) : (
          <ProviderButton key={provider.type} provider={provider} disabled={pending} onStart={onStart} />
        ),
      )}
    </div>
  );
}
