/**
 * EmailConfirmation (docs/behaviour.md §2.2): 'Check your email', 'An email was sent
 * to {email}.', webmail buttons narrowed to the sender domain when known, and
 * 'Try again' (`magicLink/tryAgain`: back to Main, which forgets the email).
 */
import { Button, ButtonLink } from '../../components/button';
import type { IconProps } from '../../components/icons';
import { GmailIcon, OutlookIcon, YahooIcon } from '../../components/inbox-icons';
import type { ComponentType } from 'react';
import { FormattedMessage } from '../../components/formatted-message';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { magicLinkTryAgain, type MagicLinkAction } from './actions';
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
  const { t, config, bootstrap } = useWidget();
  const links = inboxLinks(senderDomain(config.emailMagicLinksOptions.domainHint, bootstrap.emailDomains));

  return (
    <>
      <ScreenHeading>{t('emailConfirmation.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        <FormattedMessage id="emailConfirmation.sentTo" values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <ul className={cx(styles.inboxLinks)}>
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
      <div className={cx(styles.inlineRow)}>
        <span>{t('emailConfirmation.didntGetIt')}</span>
        <Button variant="text" onClick={() => dispatch(magicLinkTryAgain(state.email))}>
          {t('emailConfirmation.tryAgain')}
        </Button>
      </div>
    </>
  );
}
