/**
 * Main (spec section 2): logo, 'Sign up or log in' (unless the theme hides
 * header text), then the blocks `mainLayout` decides, in order, with 'or'
 * dividers; the two refused configurations show only their error.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { OrDivider } from '../../components/divider';
import { ChatIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { Logo } from '../../components/logo';
import { ScreenHeading } from '../../components/screen-heading';
import { mainLayout, type MainBlock, type MainTab, type MainTabId } from '../../config/main-layout';
import { useReportOnce } from '../../context/use-report-once';
import { useWidget } from '../../context/widget-context';
import { useTabRegistry } from '../../host/flow-registry';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { CryptoBlock, OAuthBlock, PasskeyBlock } from './product-blocks';
import type { MainState } from './state';
import { cx } from '../../theme/css';

type FormBlockProps = ScreenProps<MainState> & { block: Extract<MainBlock, { kind: 'form' }> };

const TAB_ICONS: Record<MainTabId, typeof PhoneIcon> = {
  sms: PhoneIcon,
  whatsapp: ChatIcon,
  emailMagicLink: MailIcon,
  emailOtp: MailIcon,
  password: MailIcon,
};

function FormBlock({ block, state, dispatch }: FormBlockProps) {
  const { t } = useWidget();
  const tabs = useTabRegistry();
  const [selectedId, setSelectedId] = useState<MainTabId | undefined>(block.tabs[0]?.id);
  const selected = block.tabs.find((tab) => tab.id === selectedId) ?? block.tabs[0];
  if (selected === undefined) return null;
  const Tab = tabs[selected.id];
  const content = Tab === undefined ? null : <Tab key={selected.id} dispatch={dispatch} error={state.error} />;
  if (!block.showTabs) return content;
  const select = (id: MainTabId) => {
    if (id === selected.id) return;
    dispatch({ type: 'errorCleared' });
    setSelectedId(id);
  };
  const segments = block.tabs.map((tab: MainTab) => {
    const Icon = TAB_ICONS[tab.id];
    return { id: tab.id, label: t(tab.labelKey), icon: <Icon size={18} /> };
  });
  return (
    <SegmentedTabs tabs={segments} selected={selected.id} onSelect={select} label={t('main.tabsLabel')}>
      {content}
    </SegmentedTabs>
  );
}

export function MainScreen({ state, dispatch }: ScreenProps<MainState>) {
  const { config, t, theme, reportError } = useWidget();
  // Passkey autofill arrives with the passkeys flow; until then the passkey button shows.
  const layout = useMemo(() => mainLayout(config, { browserSupportsAutofill: false }), [config]);
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
        return <PasskeyBlock key={index} />;
      case 'oauth':
        return <OAuthBlock key={index} providers={block.providers} dispatch={dispatch} />;
      case 'crypto':
        return <CryptoBlock key={index} block={block} dispatch={dispatch} />;
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
