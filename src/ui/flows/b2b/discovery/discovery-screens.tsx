/**
 * The organization list, the no-organizations screen and the create screen
 * (docs/architecture.md, "B2B widget"). Choosing an organization exchanges the
 * intermediate session into it; creating one signs in as its first member;
 * both end in the sign-in outcome (handoffs.ts). With direct login or direct
 * creation configured (rules.ts, `directStep`), the list's arrival makes that
 * call at once behind a wait (once per mount, `useOnArrival`), and shows the
 * list with the error if it fails.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/field-error';
import { httpHref } from '../../../components/http-href';
import { ScreenHeading } from '../../../components/screen-heading';
import { ScreenWait } from '../../../components/screen-wait';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { useDomId } from '../../../components/use-dom-id';
import { useB2BWidget } from '../../../b2b/b2b-context';
import type { DiscoveredOrganization } from '../../../../core/b2b';
import type { ScreenError, ScreenProps } from '../../flow';
import * as styles from '../../../theme/styles';
import { cx } from '../../../theme/css';
import { handOffWith, type B2BHandoff } from '../handoffs';
import type { DiscoveryAction } from './actions';
import { createOrganization, exchangeInto } from './api';
import { organizationInitial, organizationList, organizationLogo, organizationRow } from './discovery.styles';
import { canCreateOrganization, directStep, isValidSlug, organizationAction, organizationUrl, slugFromName, type DirectStep } from './rules';
import type { DiscoveryCreateState, DiscoveryNoOrganizationsState, DiscoveryOrganizationsState } from './state';

type Dispatch = ScreenProps<DiscoveryOrganizationsState, DiscoveryAction>['dispatch'];

/** Runs the configured direct step on arrival; `waiting` is true until it ends (or at once when there is none). */
function useDirectStep(dispatch: Dispatch, email: string, organizations: readonly DiscoveredOrganization[]) {
  const { client, config, bootstrap } = useB2BWidget();
  const { call } = useScreenCall(dispatch);
  const [step, setStep] = useState<DirectStep>(() =>
    directStep(organizations, config, canCreateOrganization(bootstrap.createOrganizationEnabled, config)),
  );
  useOnArrival(
    call,
    async (signal): Promise<B2BHandoff | null> => {
      if (step === null) return null;
      if (step.kind === 'create') return createOrganization(client, config, null, email, signal);
      return exchangeInto(client, config, step.organization.organization.organization_id, email, signal);
    },
    {
      onOk: (handoff) => {
        if (handoff !== null) handOffWith(dispatch)(handoff);
      },
      onFailed: () => {
        setStep(null);
        return 'default';
      },
    },
  );
  return step !== null;
}

function OrganizationBadge({ organization }: { organization: DiscoveredOrganization['organization'] }) {
  const src = httpHref(organization.organization_logo_url);
  if (src !== null) return <img className={cx(organizationLogo)} src={src} alt="" />;
  return (
    <span className={cx(organizationInitial)} aria-hidden="true">
      {organization.organization_name.charAt(0).toUpperCase()}
    </span>
  );
}

export function DiscoveryOrganizationsScreen({ state, dispatch }: ScreenProps<DiscoveryOrganizationsState, DiscoveryAction>) {
  const { t, client, config, bootstrap } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [choosing, setChoosing] = useState<string | null>(null);
  const waiting = useDirectStep(dispatch, state.email, state.organizations);
  if (waiting) return <ScreenWait label={t('b2b.discovery.working')} />;

  const choose = async (organizationId: string) => {
    if (pending) return;
    setChoosing(organizationId);
    await call((signal) => exchangeInto(client, config, organizationId, state.email, signal), { onOk: handOffWith(dispatch) });
    setChoosing(null);
  };
  const createAllowed = canCreateOrganization(bootstrap.createOrganizationEnabled, config);

  return (
    <>
      <ScreenHeading>{t('b2b.discovery.title')}</ScreenHeading>
      <ul className={cx(organizationList)}>
        {state.organizations.map((discovered) => {
          const { organization } = discovered;
          return (
            <li key={organization.organization_id}>
              <button
                type="button"
                className={cx(organizationRow)}
                disabled={pending}
                aria-busy={choosing === organization.organization_id ? true : undefined}
                onClick={() => void choose(organization.organization_id)}
              >
                <OrganizationBadge organization={organization} />
                <span data-name="">{organization.organization_name}</span>
                {choosing === organization.organization_id ? <Spinner /> : <span data-action="">{t(organizationAction(discovered))}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {createAllowed ? (
        <Button variant="secondary" disabled={pending} onClick={() => dispatch({ type: 'discovery/createStarted', email: state.email })}>
          {t('b2b.discovery.create')}
        </Button>
      ) : null}
    </>
  );
}

export function DiscoveryNoOrganizationsScreen({ state, dispatch }: ScreenProps<DiscoveryNoOrganizationsState, DiscoveryAction>) {
  const { t, config, bootstrap } = useB2BWidget();
  const waiting = useDirectStep(dispatch, state.email, []);
  if (waiting) return <ScreenWait label={t('b2b.discovery.working')} />;
  const createAllowed = canCreateOrganization(bootstrap.createOrganizationEnabled, config);
  return (
    <>
      <ScreenHeading>{createAllowed ? t('b2b.discovery.none.createTitle') : t('b2b.discovery.none.title', { email: state.email })}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        {createAllowed ? t('b2b.discovery.none.createBody', { email: state.email }) : t('b2b.discovery.none.askAdmin')}
      </p>
      {createAllowed ? (
        <Button onClick={() => dispatch({ type: 'discovery/createStarted', email: state.email })}>{t('b2b.discovery.create')}</Button>
      ) : null}
      <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
        {t('b2b.discovery.none.tryAgain')}
      </Button>
    </>
  );
}

/** The create form's own input errors: shown under their field, never sent. */
type CreateFieldErrors = Partial<Record<'name' | 'slug', ScreenError>>;

export function DiscoveryCreateScreen({ state, dispatch }: ScreenProps<DiscoveryCreateState, DiscoveryAction>) {
  const { t, client, config, bootstrap } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [name, setName] = useState('');
  // Follows the name until the visitor edits it.
  const [slug, setSlug] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<CreateFieldErrors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const nameErrorId = useDomId('name-error');
  const slugErrorId = useDomId('slug-error');
  const slugValue = slug ?? slugFromName(name);
  const url = organizationUrl(bootstrap.slugPattern, slugValue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    const errors: CreateFieldErrors = {};
    if (trimmed === '' || trimmed.length > 128) errors.name = { message: { key: 'b2b.discovery.createForm.nameRequired' }, field: true };
    if (!isValidSlug(slugValue)) errors.slug = { message: { key: 'b2b.discovery.createForm.slugInvalid' }, field: true };
    setInvalid(errors);
    if (errors.name !== undefined || errors.slug !== undefined) {
      (errors.name === undefined ? slugInput : nameInput).current?.focus();
      return;
    }
    dispatch({ type: 'errorCleared' });
    await call((signal) => createOrganization(client, config, { name: trimmed, slug: slugValue }, state.email, signal), {
      onOk: handOffWith(dispatch),
    });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.discovery.createForm.title')}</ScreenHeading>
      <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          ref={nameInput}
          label={t('b2b.discovery.createForm.name')}
          name="organization_name"
          autoComplete="organization"
          required
          value={name}
          onChange={(next) => {
            setName(next);
            if (invalid.name !== undefined) setInvalid(({ name: _cleared, ...rest }) => rest);
          }}
          errorId={invalid.name === undefined ? undefined : nameErrorId}
        />
        <FieldError id={nameErrorId} error={invalid.name} />
        <TextInput
          ref={slugInput}
          label={t('b2b.discovery.createForm.slug')}
          name="organization_slug"
          // A slug is part of an address: left to right in a right-to-left widget too (docs/i18n.md).
          dir="ltr"
          autoComplete="off"
          required
          value={slugValue}
          onChange={(next) => {
            setSlug(next);
            if (invalid.slug !== undefined) setInvalid(({ slug: _cleared, ...rest }) => rest);
          }}
          errorId={invalid.slug === undefined ? undefined : slugErrorId}
        />
        <FieldError id={slugErrorId} error={invalid.slug} />
        {url === null ? null : <p className={cx(styles.helperText)}>{t('b2b.discovery.createForm.url', { url })}</p>}
        <Button type="submit" pending={pending}>
          {t('b2b.discovery.createForm.submit')}
        </Button>
      </form>
    </>
  );
}
