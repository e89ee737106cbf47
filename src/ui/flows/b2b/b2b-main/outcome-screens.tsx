/**
 * The sign-in outcomes every B2B flow hands over to (handoffs.ts): signed in
 * (no back arrow: the root marks the state signed in, flow `signsIn`), and an
 * organization that wants another primary factor, for now a notice with
 * 'Go back' to B2BMain.
 */
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { SuccessPanel } from '../../../components/success-panel';
import { useB2BWidget } from '../../../b2b/b2b-context';
import type { ScreenProps } from '../../flow';
import type { B2BMainAction } from './actions';
import type { B2BPrimaryRequiredState, B2BSignedInState } from './state';

export function B2BSignedInScreen({ state }: ScreenProps<B2BSignedInState, B2BMainAction>) {
  const { t } = useB2BWidget();
  const body =
    state.organizationName === '' ? t('b2b.signedIn.body') : t('b2b.signedIn.bodyWithOrganization', { organization: state.organizationName });
  return <SuccessPanel title={t('b2b.signedIn.title')} body={body} />;
}

export function B2BPrimaryRequiredScreen({ state, dispatch }: ScreenProps<B2BPrimaryRequiredState, B2BMainAction>) {
  const { t } = useB2BWidget();
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
