/**
 * The Organization login's screens after the lookup (docs/architecture.md,
 * "B2B widget"): 'We couldn't find your organization' (the slug shown as
 * text), and the organization's sign-in: its logo (http(s) only, else its
 * initial) and name, then the methods both configured and allowed by it
 * (../organization-methods.ts), in `products` order: one button per SSO
 * connection (its start sends the page to the identity provider; then the SSO
 * flow's redirecting screen), the email field (a code, a link,
 * or the choice: the b2bEmail flow's screens, for this organization),
 * 'Use a password instead' (the b2bPasswords flow, for this organization) and
 * the OAuth buttons of the providers it allows (the b2bOAuth flow's, which
 * start a sign-in to this organization with the login and signup redirect URLs).
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { OrDivider } from '../../../components/divider';
import { httpHref } from '../../../components/http-href';
import { ScreenAlert } from '../../../components/screen-alert';
import { ScreenHeading } from '../../../components/screen-heading';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { EmailForm } from '../../../forms/email-form';
import * as styles from '../../../theme/styles';
import { cx } from '../../../theme/css';
import type { ScreenProps } from '../../flow';
import { sendOrganizationCode, sendOrganizationLink } from '../email-sends';
import { B2BOAuthSlot } from '../b2b-parts';
import { handOffWith, type B2BHandoff, type SignInOrganization } from '../handoffs';
import type { OrganizationAction } from './actions';
import { startConnection } from './api';
import { organizationBlocks, type OrganizationBlock } from '../organization-methods';
import { organizationInitial, organizationLogo, organizationMark } from './organization.styles';
import type { OrganizationLoginState, OrganizationNotFoundState } from './state';

export function OrganizationNotFoundScreen({ state }: ScreenProps<OrganizationNotFoundState, OrganizationAction>) {
  const { t } = useB2BWidget();
  return (
    <>
      <ScreenHeading>{t('b2b.organization.notFound.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        {state.slug === null ? t('b2b.organization.notFound.noSlug') : t('b2b.organization.notFound.body', { slug: state.slug })}
      </p>
    </>
  );
}

function OrganizationMark({ organization }: { organization: SignInOrganization }) {
  const src = httpHref(organization.organization_logo_url);
  return (
    <div className={cx(organizationMark)}>
      {src === null ? (
        <span className={cx(organizationInitial)} aria-hidden="true">
          {organization.organization_name.trim().charAt(0).toUpperCase()}
        </span>
      ) : (
        <img className={cx(organizationLogo)} src={src} alt="" />
      )}
    </div>
  );
}

export function OrganizationLoginScreen({ state, dispatch }: ScreenProps<OrganizationLoginState, OrganizationAction>) {
  const { t, client, config } = useB2BWidget();
  const handOff = handOffWith(dispatch);
  const sso = useScreenCall(dispatch);
  const [starting, setStarting] = useState<string | null>(null);
  const { organization } = state;
  const blocks = organizationBlocks(config.products, organization, state.only, config.oauthOptions.providers);

  const sendEmail = (block: Extract<OrganizationBlock, { kind: 'email' }>) => async (email: string, signal: AbortSignal): Promise<B2BHandoff> => {
    const id = organization.organization_id;
    if (block.codes && block.links) return { type: 'b2bEmail/chooseMethod', email, organization };
    if (block.codes) return { type: 'b2bEmail/codeSent', email, organization, response: await sendOrganizationCode(client, config, id, email, signal) };
    return { type: 'b2bEmail/linkSent', email, organization, response: await sendOrganizationLink(client, config, id, email, signal) };
  };

  const render = (block: OrganizationBlock): ReactNode => {
    switch (block.kind) {
      case 'sso':
        return (
          <div className={cx(styles.column)}>
            {organization.sso_active_connections.map((connection) => (
              <Button
                key={connection.connection_id}
                variant="secondary"
                pending={starting === connection.connection_id}
                disabled={sso.pending}
                onClick={() => {
                  dispatch({ type: 'errorCleared' });
                  setStarting(connection.connection_id);
                  // The page leaves for the identity provider: SSO's redirecting screen says where, with its event.
                  void sso.call((signal) => startConnection(client, config, connection, signal), {
                    onOk: () => handOff({ type: 'sso/started', connection }),
                    onFailed: () => setStarting(null),
                  });
                }}
              >
                {t('b2b.organization.sso', { connection: connection.display_name })}
              </Button>
            ))}
          </div>
        );
      case 'email':
        return (
          <EmailForm
            invalidKey="b2b.organization.invalidEmail"
            submitLabel="b2b.organization.continue"
            error={state.error}
            dispatch={dispatch}
            send={sendEmail(block)}
            onSent={(_email, handoff) => handOff(handoff)}
          />
        );
      case 'passwords':
        return (
          <Button variant="secondary" onClick={() => handOff({ type: 'b2bPasswords/start', email: state.email, organization })}>
            {t('b2b.organization.password')}
          </Button>
        );
      case 'oauth':
        // The b2bOAuth flow's buttons (../b2b-parts.tsx), for this organization.
        return (
          <B2BOAuthSlot providers={block.providers} target={{ kind: 'organization', organizationId: organization.organization_id }} dispatch={dispatch} />
        );
    }
  };

  return (
    <>
      <OrganizationMark organization={organization} />
      <ScreenHeading>{t('b2b.organization.title', { organization: organization.organization_name })}</ScreenHeading>
      <div className={cx(styles.column)}>
        {blocks.some((block) => block.kind === 'email') ? null : <ScreenAlert error={state.error} />}
        {blocks.length === 0 ? <Alert variant="error" message={t('b2b.organization.noMethods', { organization: organization.organization_name })} /> : null}
        {blocks.map((block, index) => (
          <Fragment key={block.kind}>
            {index > 0 ? <OrDivider label={t('b2b.organization.or')} /> : null}
            {render(block)}
          </Fragment>
        ))}
      </div>
    </>
  );
}
