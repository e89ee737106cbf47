/**
 * The SSO screens. SSODiscoveryEmail looks the address's connections up
 * (one is started at once, in the same call); SSOConnections offers one
 * 'Continue with …' button per connection; SSOFallback takes the
 * organization's slug instead, or goes back; SSORedirecting says where the
 * page is going. A start navigates the page (the client does: src/core/b2b/sso.ts).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { ScreenHeading } from '../../../components/screen-heading';
import { ScreenWait } from '../../../components/screen-wait';
import { TextInput } from '../../../components/text-input';
import { useDomId } from '../../../components/use-dom-id';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { ValidationFailure } from '../../screen-error';
import { EmailStepForm } from '../email-step-form';
import { discovered, started, type SSOAction } from './actions';
import { discoverConnections, organizationBySlug, startConnection } from './api';
import type { SSOConnectionsState, SSODiscoveryEmailState, SSOFallbackState, SSORedirectingState } from './state';

export function SSODiscoveryEmailScreen({ state, dispatch }: ScreenProps<SSODiscoveryEmailState, SSOAction>) {
  const { client, config, t } = useB2BWidget();
  const screenCall = useScreenCall(dispatch);

  const lookUp = (address: string) =>
    screenCall.call(
      async (signal) => {
        const response = await discoverConnections({ client, config }, address, signal);
        const [only] = response.connections;
        // One connection: nothing to choose, so it starts at once (the page leaves).
        if (response.connections.length === 1 && only !== undefined) await startConnection({ client, config }, only, signal);
        return response;
      },
      { onOk: (response) => dispatch(discovered(address, response)) },
    );

  return (
    <>
      <ScreenHeading>{t('b2b.sso.emailTitle')}</ScreenHeading>
      <EmailStepForm
        initialEmail={state.email}
        error={state.error}
        dispatch={dispatch}
        screenCall={screenCall}
        submitLabel={t('common.continue')}
        onValid={lookUp}
      />
    </>
  );
}

export function SSOConnectionsScreen({ state, dispatch }: ScreenProps<SSOConnectionsState, SSOAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [starting, setStarting] = useState<string | null>(null);

  const start = async (connection: SSOConnectionsState['connections'][number]) => {
    dispatch({ type: 'errorCleared' });
    setStarting(connection.connection_id);
    const outcome = await call((signal) => startConnection({ client, config }, connection, signal), {
      onOk: () => dispatch(started(connection)),
    });
    if (outcome.status === 'failed') setStarting(null);
  };

  return (
    <>
      <ScreenHeading>
        {state.organizationName === null
          ? t('b2b.sso.connectionsTitle')
          : t('b2b.sso.organizationTitle', { organization: state.organizationName })}
      </ScreenHeading>
      {state.connections.length === 0 ? <p className={cx(styles.bodyText)}>{t('b2b.sso.noConnections')}</p> : null}
      <div className={cx(styles.column)}>
        {state.connections.map((connection) => (
          <Button
            key={connection.connection_id}
            variant="secondary"
            pending={pending && starting === connection.connection_id}
            disabled={pending}
            onClick={() => void start(connection)}
          >
            {t('b2b.sso.continueWith', { name: connection.display_name })}
          </Button>
        ))}
      </div>
    </>
  );
}

export function SSOFallbackScreen({ state, dispatch }: ScreenProps<SSOFallbackState, SSOAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending, fail } = useScreenCall(dispatch);
  const [slug, setSlug] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = slug.trim();
    if (value === '') {
      input.current?.focus();
      fail(new ValidationFailure({ key: 'b2b.sso.slugRequired' }));
      return;
    }
    dispatch({ type: 'errorCleared' });
    const outcome = await call((signal) => organizationBySlug({ client, config }, value, signal));
    if (outcome.status !== 'ok') return;
    const { organization } = outcome.value;
    if (organization === null) {
      // An answer, not a failure: the slug names no organization.
      input.current?.focus();
      fail(new ValidationFailure({ key: 'b2b.sso.orgNotFound' }));
      return;
    }
    dispatch({ type: 'sso/organizationFound', response: { ...outcome.value, organization } });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.sso.fallbackTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('b2b.sso.fallbackBody')}</p>
      <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          ref={input}
          label={t('b2b.sso.slugField')}
          name="organization_slug"
          // A slug is part of an address: left to right in a right-to-left widget too (docs/i18n.md).
          dir="ltr"
          autoComplete="organization"
          value={slug}
          onChange={(value) => {
            setSlug(value);
            if (state.error !== undefined) dispatch({ type: 'errorCleared' });
          }}
          errorId={fieldErrorId(state.error, errorId)}
          readOnly={pending}
        />
        <FieldError id={errorId} error={state.error} />
        <Button type="submit" pending={pending}>
          {t('common.continue')}
        </Button>
      </form>
      <Button variant="text" disabled={pending} onClick={() => dispatch({ type: 'back' })}>
        {t('b2b.sso.tryAnotherMethod')}
      </Button>
    </>
  );
}

export function SSORedirectingScreen({ state }: ScreenProps<SSORedirectingState, SSOAction>) {
  const { t } = useB2BWidget();
  return <ScreenWait label={t('b2b.sso.redirecting', { name: state.connection.display_name })} />;
}
