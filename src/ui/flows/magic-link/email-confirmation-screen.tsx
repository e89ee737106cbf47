/**
 * EmailConfirmation (docs/behaviour.md §2.2): 'Check your email', 'An email was sent
 * to {email}.', full-width webmail buttons narrowed to the sender domain when
 * known, 'Resend email' (sends the link again: `magicLink/resent`, a toast)
 * and 'Try again' (`magicLink/tryAgain`: back to Main, which forgets the email).
 */
import { useScreenCall } from '../../async/use-screen-call';
import { Button, ButtonLink } from '../../components/button';
import { RefreshIcon } from '../../components/icons';
import type { IconProps } from '../../components/icons';
import { GmailIcon, OutlookIcon, YahooIcon } from '../../components/inbox-icons';
import type { ComponentType } from 'react';
import { FormattedMessage } from '../../components/formatted-message';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import { againRow, inboxList } from './magic-link.styles';
import type { ScreenProps } from '../flow';
import { magicLinkTryAgain, type MagicLinkAction } from './actions';
import { sendMagicLink } from './api';
import { inboxLinks, senderDomain, type InboxProvider } from './inbox-links';
import type { EmailConfirmationState } from './state';
import { cx } from '../../theme/css';

const LINK_ICONS: Readonly<Record<InboxProvider, ComponentType<IconProps>>> = {
  gmail: GmailIcon,
  yahoo: YahooIcon,
  outlook: OutlookIcon,
};

const LINK_LABELS: Readonly<Record<InboxProvider, UiMessageKey>> = {
  gmail: 'emailConfirmation.openGmail',
  yahoo: 'emailConfirmation.openYahoo',
  outlook: 'emailConfirmation.openOutlook',
};

export function EmailConfirmationScreen({ state, dispatch }: ScreenProps<EmailConfirmationState, MagicLinkAction>) {
  const { t, client, config, bootstrap } = useWidget();
  const { call, pending } = useScreenCall(dispatch);
  const links = inboxLinks(senderDomain(config.emailMagicLinksOptions.domainHint, bootstrap.emailDomains));

  const resend = () =>
    call((signal) => sendMagicLink(client, config, state.email, signal), {
      // Written out here, not a creator in actions.ts: that module is in the first load, and only this lazy screen resends.
      onOk: (response) => dispatch({ type: 'magicLink/resent', email: state.email, response }),
    });

  return (
    <>
      <ScreenHeading>{t('emailConfirmation.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        <FormattedMessage id="emailConfirmation.sentTo" values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <ul className={cx(inboxList)}>
        {links.map((link) => {
          const Icon = LINK_ICONS[link.provider];
          return (
            <li key={link.provider}>
              <ButtonLink href={link.href} icon={<Icon />}>
                {t(LINK_LABELS[link.provider])}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <div className={cx(againRow)}>
        <p>{t('emailConfirmation.didntGetIt')}</p>
        <Button variant="secondary" icon={<RefreshIcon size={16} />} pending={pending} onClick={() => void resend()}>
          {t('emailConfirmation.resend')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => dispatch(magicLinkTryAgain(state.email))}>
          {t('emailConfirmation.tryAgain')}
        </Button>
      </div>
    </>
  );
}
