/** @jsxImportSource @emotion/react */
/**
 * Main (spec section 2): logo, 'Sign up or log in' (unless the theme hides
 * header text), then the blocks `mainLayout` decides, in order, with 'or'
 * dividers. The two refused configurations are handled by the login widget
 * before this screen renders.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Divider } from '../../components/divider';
import { ErrorText } from '../../components/error-text';
import { Logo } from '../../components/logo';
import { ScreenHeading } from '../../components/screen-heading';
import { mainLayout, type MainBlock, type MainTab, type MainTabId } from '../../config/main-layout';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import { EmailMagicLinkForm } from './email-magic-link-form';
import { EmailOtpForm } from './email-otp-form';
import { MethodTabs } from './method-tabs';
import { PasswordTab } from './password-tab';
import { PhoneOtpForm } from './phone-otp-form';
import { CryptoBlock, OAuthBlock, PasskeyBlock } from './product-blocks';

function TabContent({ tab }: { tab: MainTab }) {
  switch (tab.id) {
    case 'sms':
      return <PhoneOtpForm method="sms" />;
    case 'whatsapp':
      return <PhoneOtpForm method="whatsapp" />;
    case 'emailMagicLink':
      return <EmailMagicLinkForm />;
    case 'emailOtp':
      return <EmailOtpForm />;
    case 'password':
      return <PasswordTab />;
  }
}

function FormBlock({ block }: { block: Extract<MainBlock, { kind: 'form' }> }) {
  const { dispatch } = useWidgetStore();
  const [selectedId, setSelectedId] = useState<MainTabId | undefined>(block.tabs[0]?.id);
  const selected = block.tabs.find((tab) => tab.id === selectedId) ?? block.tabs[0];
  if (selected === undefined) return null;
  const content = <TabContent key={selected.id} tab={selected} />;
  if (!block.showTabs) return content;
  const select = (id: MainTabId) => {
    if (id === selected.id) return;
    dispatch(widgetActions.clearErrorDescriptor());
    setSelectedId(id);
  };
  return (
    <MethodTabs tabs={block.tabs} selected={selected.id} onSelect={select}>
      {content}
    </MethodTabs>
  );
}

export function MainScreen() {
  const { config, t, theme } = useWidget();
  const { state } = useWidgetStore();
  // Passkey autofill arrives with the passkeys issue; until then the passkey button shows.
  const layout = useMemo(() => mainLayout(config, { browserSupportsAutofill: false }), [config]);
  const hasForm = layout.blocks.some((block) => block.kind === 'form');

  const blocks: ReactNode[] = layout.blocks.map((block, index) => {
    switch (block.kind) {
      case 'divider':
        return <Divider key={index} />;
      case 'passkey':
        return <PasskeyBlock key={index} />;
      case 'oauth':
        return <OAuthBlock key={index} providers={block.providers} />;
      case 'crypto':
        return <CryptoBlock key={index} block={block} />;
      case 'form':
        return <FormBlock key={index} block={block} />;
    }
  });

  return (
    <Fragment>
      <Logo />
      {theme.hideHeaderText ? null : <ScreenHeading>{t('main.header')}</ScreenHeading>}
      {blocks}
      {/* Without a form, errors of the other blocks (an OAuth start) show at the end. */}
      {hasForm ? null : <ErrorText error={state.error} />}
    </Fragment>
  );
}
