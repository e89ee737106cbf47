/**
 * Main (docs/behaviour.md §2.1): logo, 'Sign up or log in' (unless the theme hides
 * header text), then the blocks `mainLayout` decides, in order, with 'or'
 * dividers; the two refused configurations show only their error.
 *
 * Main is the login kind's first paint, so it and its tab forms (the email
 * and phone forms) are entry code and render in the mount call; each tab's
 * send belongs to the flow that serves it, whose chunk is awaited on submit.
 */
import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { OrDivider } from '../../components/divider';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { Logo } from '../../components/logo';
import { ScreenHeading } from '../../components/screen-heading';
import { mainLayout, type MainBlock, type MainTab, type MainTabId } from '../../config/main-layout';
import { useReportOnce } from '../../context/use-report-once';
import { useWidget } from '../../context/widget-context';
import { EmailForm } from '../../forms/email-form';
import { PhoneForm } from '../../forms/phone-form';
import { useSendTab } from '../../host/flow-registry';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import type { CommonAction, FlowAction, ScreenError, ScreenProps } from '../flow';
import { FlowBlock, PasskeyBlock } from './product-blocks';
import { usePasskeyAutofill } from './passkey-autofill';
import type { MainState } from './state';
import { cx } from '../../theme/css';

type FormBlockProps = ScreenProps<MainState> & { block: Extract<MainBlock, { kind: 'form' }> };

/** Each tab's form: the email form (with the tab's invalid-address text and button) or the phone form. */
const TAB_FORMS: Record<MainTabId, { invalidKey: UiMessageKey; submitLabel: UiMessageKey } | 'phone'> = {
  emailMagicLink: { invalidKey: 'validation.emailFormatInvalid', submitLabel: 'main.sendLink' },
  emailOtp: { invalidKey: 'validation.invalidEmailAddress', submitLabel: 'main.sendCode' },
  password: { invalidKey: 'validation.emailFormatInvalid', submitLabel: 'common.continue' },
  sms: 'phone',
  whatsapp: 'phone',
};

interface TabFormProps {
  tab: MainTabId;
  error: ScreenError | undefined;
  dispatch: (action: FlowAction | CommonAction) => void;
}

function TabForm({ tab, error, dispatch }: TabFormProps) {
  const sendTab = useSendTab();
  const form = TAB_FORMS[tab];
  if (form === 'phone') {
    return <PhoneForm error={error} dispatch={dispatch} send={(input, signal) => sendTab(tab, input, signal)} onSent={dispatch} />;
  }
  return (
    <EmailForm
      invalidKey={form.invalidKey}
      submitLabel={form.submitLabel}
      error={error}
      dispatch={dispatch}
      send={(address, signal) => sendTab(tab, { destination: address, display: address }, signal)}
      onSent={(_address, action) => dispatch(action)}
    />
  );
}

function FormBlock({ block, state, dispatch }: FormBlockProps) {
  const { t } = useWidget();
  const [selectedId, setSelectedId] = useState<MainTabId | undefined>(block.tabs[0]?.id);
  const selected = block.tabs.find((tab) => tab.id === selectedId) ?? block.tabs[0];
  if (selected === undefined) return null;
  const content = <TabForm key={selected.id} tab={selected.id} error={state.error} dispatch={dispatch} />;
  if (!block.showTabs) return content;
  const select = (id: MainTabId) => {
    if (id === selected.id) return;
    dispatch({ type: 'errorCleared' });
    setSelectedId(id);
  };
  // Labels only (docs/behaviour.md §2.1): Text, WhatsApp and Email fit one row of a 320px phone.
  const segments = block.tabs.map((tab: MainTab) => ({ id: tab.id, label: t(tab.labelKey) }));
  return (
    <SegmentedTabs tabs={segments} selected={selected.id} onSelect={select} label={t('main.tabsLabel')}>
      {content}
    </SegmentedTabs>
  );
}

export function MainScreen({ state, dispatch }: ScreenProps<MainState>) {
  const { config, t, theme, reportError } = useWidget();
  // Autofill is assumed until the passkeys flow finds the browser lacks it: in the browsers
  // that have it the passkey button never flashes; in the others it appears then.
  const [autofillUnsupported, setAutofillUnsupported] = useState(false);
  const noAutofill = useCallback(() => setAutofillUnsupported(true), []);
  const layout = useMemo(
    () => mainLayout(config, { browserSupportsAutofill: !autofillUnsupported }),
    [config, autofillUnsupported],
  );
  usePasskeyAutofill(layout.passkeyAutofill, dispatch, noAutofill);
  const configError = useMemo(
    () => (layout.configError === null ? null : new Error(t(layout.configError))),
    [layout.configError, t],
  );
  useReportOnce(configError, reportError);
  if (configError !== null) {
    return (
      <p role="alert" className={cx(styles.errorText)}>
        {configError.message}
      </p>
    );
  }

  const blocks: ReactNode[] = layout.blocks.map((block, index) => {
    switch (block.kind) {
      case 'divider':
        return <OrDivider key={index} label={t('main.divider')} />;
      case 'passkey':
        return <PasskeyBlock key={index} dispatch={dispatch} />;
      case 'oauth':
      case 'crypto':
        return <FlowBlock key={index} block={block} dispatch={dispatch} />;
      case 'form':
        return <FormBlock key={index} block={block} state={state} dispatch={dispatch} />;
    }
  });

  return (
    <Fragment>
      <Logo />
      {theme.hideHeaderText ? null : <ScreenHeading>{t('main.header')}</ScreenHeading>}
      {blocks}
    </Fragment>
  );
}
