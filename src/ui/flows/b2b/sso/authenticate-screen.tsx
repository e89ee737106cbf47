/**
 * SSOAuthenticate, the SSO redirect's landing (`stytch_token_type=sso` in
 * the page URL, which the registry line checked): the token is redeemed once
 * on arrival (`useOnArrival`; the client redeems a token once per page), a
 * wait shows meanwhile, and the sign-in leaves through its outcome's handoff
 * (signed in, MFA owed, another primary factor owed), announcing
 * `B2B_SSO_AUTHENTICATE`. A refused token shows a heading, 'Try another
 * method' (the login's first screen) and the catalogue's text (the alert
 * every screen has under it).
 */
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { ScreenWait } from '../../../components/screen-wait';
import type { FlowAction, ScreenProps } from '../../flow';
import { announce, authOutcome } from '../handoffs';
import type { SSOAction } from './actions';
import { redeemSsoToken } from './api';
import { pageHref, ssoTokenFromUrl } from './landing-url';
import type { SSOAuthenticateState } from './state';

export function SSOAuthenticateScreen({ state, dispatch }: ScreenProps<SSOAuthenticateState, SSOAction>) {
  const { client, config, t } = useB2BWidget();
  const { call } = useScreenCall(dispatch);
  const handOver = dispatch as (action: FlowAction) => void;
  useOnArrival(
    call,
    async (signal): Promise<FlowAction> => {
      // The registry opened this screen because the URL had the token; read once, on arrival.
      const token = ssoTokenFromUrl(pageHref()) ?? '';
      const response = await redeemSsoToken({ client, config }, token, signal);
      return authOutcome(response, response.member.email_address, announce('B2B_SSO_AUTHENTICATE', response));
    },
    { onOk: handOver },
  );
  if (state.error === undefined) return <ScreenWait label={t('b2b.sso.signingIn')} />;
  // The alert under the screen says why; the wait is over.
  return (
    <>
      <ScreenHeading>{t('b2b.sso.landingFailedTitle')}</ScreenHeading>
      <Button variant="secondary" onClick={() => dispatch({ type: 'sso/landingLeft' })}>
        {t('b2b.sso.tryAnotherMethod')}
      </Button>
    </>
  );
}
