/**
 * IDPAuthorize, the consent screen (docs/behaviour.md §2.8): the client's logo and
 * name, the title for standard or custom scopes, what the visitor would
 * allow, the collapsible notice of scopes they cannot grant, Allow and Deny.
 * A failed answer shows in the screen's alert, which the flow host renders
 * under every screen (rendering it here too showed it twice).
 */
import { useMemo, useState } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import * as theme from '../../theme/styles';
import type { ScreenProps } from '../flow';
import type { IDPAction } from './actions';
import { submitConsent } from './api';
import { consentManifest, describeScope, onlyStandardScopes } from './consent-manifest';
import { ConsentSections, UngrantableNotice } from './consent-list';
import * as styles from './idp.styles';
import type { IDPState } from './state';
import { useIDPEnv } from './use-idp-env';

export function IDPAuthorizeScreen({ state, dispatch }: ScreenProps<Extract<IDPState, { screen: 'IDPAuthorize' }>, IDPAction>) {
  const { t, config, bootstrap, reportError } = useWidget();
  const env = useIDPEnv();
  const { call } = useScreenCall(dispatch);
  /** Which answer is on its way. */
  const [pending, setPending] = useState<'allow' | 'deny' | null>(null);
  const { consent } = state;
  const { clientName } = consent;
  const policyScopes = useMemo(() => bootstrap.rbacPolicy?.scopes ?? [], [bootstrap.rbacPolicy?.scopes]);
  const manifest = useMemo(
    () =>
      consentManifest(
        config.getIDPConsentManifest,
        { scopes: consent.grantable, clientName, requested: consent.params.scopes, policyScopes },
        t,
        reportError,
      ),
    [config.getIDPConsentManifest, consent, clientName, policyScopes, t, reportError],
  );
  const { texts } = env.port;
  // The project's name, or the member's organization (B2B): the port's texts and what they name.
  const title = onlyStandardScopes(consent.params.scopes) ? texts.titleStandardScopes : texts.titleCustomScopes;

  const answer = async (granted: boolean) => {
    dispatch({ type: 'errorCleared' });
    setPending(granted ? 'allow' : 'deny');
    const outcome = await call((signal) => submitConsent(env, consent, granted, signal), { onOk: dispatch });
    if (outcome.status !== 'ignored') setPending(null);
  };

  return (
    <>
      {consent.logoUrl !== null ? (
        <img className={cx(styles.clientLogo)} src={consent.logoUrl} alt={t('idp.clientLogo', { clientName })} />
      ) : null}
      <ScreenHeading>{t(title, { clientName, ...env.port.account() })}</ScreenHeading>
      <ConsentSections manifest={manifest} />
      <UngrantableNotice clientName={clientName} descriptions={consent.ungrantable.map((scope) => describeScope(scope, policyScopes, t))} />
      <div className={cx(theme.column)}>
        <Button pending={pending === 'allow'} disabled={pending !== null} onClick={() => void answer(true)}>
          {t('idp.allow')}
        </Button>
        <Button variant="secondary" pending={pending === 'deny'} disabled={pending !== null} onClick={() => void answer(false)}>
          {t('idp.deny')}
        </Button>
      </div>
    </>
  );
}
