/**
 * Google One Tap in Main's column (docs/behaviour.md §2.7, §4.1, §9): a region whose
 * slot Google's prompt renders in when embedded (47px until the prompt is
 * there, then the prompt's height; nothing when Google floats the prompt),
 * a 25px spinner while it loads or signs in, and the 'Continue with Google'
 * button, with the developer error above it for a test token, whenever One
 * Tap is not available.
 */
import { useRef } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useDomId } from '../../../components/use-dom-id';
import type { OAuthProviderConfig } from '../../../config/config-types';
import type { OneTapLayout } from '../../../config/main-layout';
import { useWidget } from '../../../context/widget-context';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { CommonAction } from '../../flow';
import * as oauthStyles from '../oauth.styles';
import { ProviderButton } from '../provider-button';
import { usePromptHeight } from './use-prompt-height';
import { useOneTap } from './use-one-tap';

/** The spinner of the One Tap region (docs/behaviour.md §9). */
export const ONE_TAP_SPINNER_SIZE = 25;

export interface GoogleOneTapProps {
  layout: OneTapLayout;
  dispatch: (action: CommonAction) => void;
  disabled: boolean;
  onStart: (provider: OAuthProviderConfig) => void;
}

export function GoogleOneTap({ layout, dispatch, disabled, onStart }: GoogleOneTapProps) {
  const { t } = useWidget();
  const slotId = useDomId('one-tap');
  const slot = useRef<HTMLDivElement>(null);
  const view = useOneTap({ layout, slotId, dispatch });
  const embeddedPrompt = view.phase === 'displayed' && view.embedded;
  const measured = usePromptHeight(slot, embeddedPrompt);
  const pending = view.phase === 'loading' || view.phase === 'signingIn';
  // Floating (asked for, or in a shadow root), Google draws the prompt over the page: the column keeps no space for it.
  const slotHeight = view.phase === 'fallback' || (view.phase === 'displayed' && !view.embedded) ? 0 : measured;

  return (
    <div className={cx(oauthStyles.oneTapRegion)} data-one-tap={view.phase}>
      <div
        id={slotId}
        ref={slot}
        role="region"
        aria-label={t('oauth.oneTapLabel')}
        aria-busy={pending ? true : undefined}
        hidden={slotHeight === 0}
        className={cx(oauthStyles.oneTapSlot)}
        style={{ height: `${slotHeight}px` }}
      />
      {pending ? (
        <div className={cx(oauthStyles.oneTapPending)}>
          <Spinner size={ONE_TAP_SPINNER_SIZE} />
          {view.phase === 'signingIn' ? (
            <span role="status" className={cx(styles.visuallyHidden)}>
              {t('oauth.oneTapSigningIn')}
            </span>
          ) : null}
        </div>
      ) : null}
      {view.phase === 'fallback' ? (
        <>
          {view.developerError ? <Alert variant="error" message={t(view.developerError.key, view.developerError.values)} /> : null}
          <ProviderButton provider={layout.provider} disabled={disabled} onStart={onStart} />
        </>
      ) : null}
    </div>
  );
}
