/**
 * B2BMain, the Discovery login's first screen (docs/architecture.md, "B2B
 * widget"): the heading, then the configured products in `products` order:
 * the email field with 'Continue' (one block for `emailMagicLinks` and
 * `emailOtp`: with both, Continue asks which; with one, it sends at once),
 * 'Use single sign-on', 'Use a password instead' and the OAuth buttons (the
 * b2bOAuth flow's, which start a discovery sign-in with `discoveryRedirectURL`).
 *
 * It is also the redirect landing: on a page whose address carries a sign-in
 * token it redeems it once (StrictMode's discarded first mount sends nothing,
 * `useOnArrival`; the client redeems a token once per page) behind a wait,
 * then hands over to the organization list or the sign-in outcome.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { Button } from '../../../components/button';
import { OrDivider } from '../../../components/divider';
import { ScreenHeading } from '../../../components/screen-heading';
import { ScreenWait } from '../../../components/screen-wait';
import { useB2BWidget } from '../../../b2b/b2b-context';
import type { B2BProduct } from '../../../b2b/config/b2b-config-types';
import { EmailForm } from '../../../forms/email-form';
import * as styles from '../../../theme/styles';
import { cx } from '../../../theme/css';
import type { ScreenProps } from '../../flow';
import { sendDiscoveryCode, sendDiscoveryLink } from '../email-sends';
import { B2BOAuthSlot, type B2BOAuthTarget } from '../b2b-parts';
import { handOffWith, type B2BHandoff } from '../handoffs';
import type { B2BMainAction } from './actions';
import { landingHandoff, pageCarriesLandingToken, redeemLanding } from './api';
import type { B2BMainState } from './state';

/** The blocks of B2BMain, in `products` order: both email products are one block. */
type Block = 'email' | 'sso' | 'passwords' | 'oauth';

const DISCOVERY: B2BOAuthTarget = { kind: 'discovery' };

export function mainBlocks(products: readonly B2BProduct[]): Block[] {
  const blocks: Block[] = [];
  for (const product of products) {
    const block: Block = product === 'emailMagicLinks' || product === 'emailOtp' ? 'email' : product;
    if (!blocks.includes(block)) blocks.push(block);
  }
  return blocks;
}

export function B2BMainScreen({ state, dispatch }: ScreenProps<B2BMainState, B2BMainAction>) {
  const { t, client, config } = useB2BWidget();
  const handOff = handOffWith(dispatch);
  const { call } = useScreenCall(dispatch);
  // Read once: the wait shows at the first paint of a landing, never the form first.
  const [landing, setLanding] = useState(pageCarriesLandingToken);
  useOnArrival(call, (signal) => redeemLanding(client, config, signal), {
    onOk: (result) => {
      setLanding(false);
      const handoff = landingHandoff(result);
      if (handoff !== null) handOff(handoff);
    },
    // Shown on the form (the default failure rule), which the visitor can start over from.
    onFailed: () => {
      setLanding(false);
      return 'default';
    },
  });

  if (landing) return <ScreenWait label={t('b2b.main.signingIn')} />;

  const codes = config.products.includes('emailOtp');
  const links = config.products.includes('emailMagicLinks');
  const sendEmail = async (email: string, signal: AbortSignal): Promise<B2BHandoff> => {
    if (codes && links) return { type: 'b2bEmail/chooseMethod', email };
    if (codes) return { type: 'b2bEmail/codeSent', email, response: await sendDiscoveryCode(client, config, email, signal) };
    return { type: 'b2bEmail/linkSent', email, response: await sendDiscoveryLink(client, config, email, signal) };
  };

  const render = (block: Block): ReactNode => {
    switch (block) {
      case 'email':
        return (
          <EmailForm
            invalidKey="b2b.main.invalidEmail"
            submitLabel="b2b.main.continue"
            error={state.error}
            dispatch={dispatch}
            send={sendEmail}
            onSent={(_email, handoff) => handOff(handoff)}
          />
        );
      case 'sso':
        return (
          <Button variant="secondary" onClick={() => handOff({ type: 'sso/start', email: '', organization: null })}>
            {t('b2b.main.sso')}
          </Button>
        );
      case 'passwords':
        return (
          <Button variant="secondary" onClick={() => handOff({ type: 'b2bPasswords/start', email: '', organization: null })}>
            {t('b2b.main.password')}
          </Button>
        );
      case 'oauth':
        // The b2bOAuth flow's buttons (../b2b-parts.tsx), by discovery.
        return <B2BOAuthSlot providers={config.oauthOptions.providers} target={DISCOVERY} dispatch={dispatch} />;
    }
  };

  const blocks = mainBlocks(config.products).map((block) => ({ block, node: render(block) })).filter((entry) => entry.node !== null);
  return (
    <>
      <ScreenHeading>{t('b2b.main.title')}</ScreenHeading>
      <div className={cx(styles.column)}>
        {blocks.map(({ block, node }, index) => (
          <Fragment key={block}>
            {index > 0 ? <OrDivider label={t('b2b.main.or')} /> : null}
            {node}
          </Fragment>
        ))}
      </div>
    </>
  );
}
