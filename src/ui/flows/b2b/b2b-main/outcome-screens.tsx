/**
 * The sign-in outcomes every B2B flow hands over to (handoffs.ts): signed in
 * (no back arrow: the root marks the state signed in, flow `signsIn`), and an
 * organization that wants another primary factor: its sign-in methods (the
 * Organization flow's screen, `organization/show`) when this mount offers any
 * it allows, else a notice with 'Go back' to B2BMain.
 */
import { useEffect } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { SuccessPanel } from '../../../components/success-panel';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { ScreenWait } from '../../../components/screen-wait';
import type { ScreenProps } from '../../flow';
import { handOffWith } from '../handoffs';
import { organizationBlocks } from '../organization-methods';
import type { B2BMainAction } from './actions';
import type { B2BPrimaryRequiredState, B2BSignedInState } from './state';

export function B2BSignedInScreen({ state }: ScreenProps<B2BSignedInState, B2BMainAction>) {
  const { t } = useB2BWidget();
  const body =
    state.organizationName === '' ? t('b2b.signedIn.body') : t('b2b.signedIn.bodyWithOrganization', { organization: state.organizationName });
  return <SuccessPanel title={t('b2b.signedIn.title')} body={body} />;
}

export function B2BPrimaryRequiredScreen({ state, dispatch }: ScreenProps<B2BPrimaryRequiredState, B2BMainAction>) {
  const { t, config } = useB2BWidget();
  const { organization, allowedAuthMethods, email } = state;
  // The Organization flow is loaded whenever this mount has a product it offers (../index.ts).
  const handsOver = organizationBlocks(config.products, organization, allowedAuthMethods, config.oauthOptions.providers).length > 0;
  useEffect(() => {
    if (handsOver) handOffWith(dispatch)({ type: 'organization/show', organization, allowedAuthMethods, email });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the state of this screen does not change
  }, []);
  if (handsOver) return <ScreenWait label={t('b2b.main.signingIn')} />;
  return (
    <>
      <ScreenHeading>{t('b2b.primaryRequired.title')}</ScreenHeading>
      <Alert variant="error" message={t('b2b.primaryRequired.body', { organization: state.organizationName })} />
      <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
        {t('b2b.primaryRequired.goBack')}
      </Button>
    </>
  );
}
