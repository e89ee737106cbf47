/** @jsxImportSource @emotion/react */
/**
 * EmailConfirmation (spec section 2): 'Check your email', 'An email was sent
 * to {email}.', webmail links narrowed to the sender domain when known, and
 * 'Try again' (clears the email, logs `email_try_again_clicked`, back to Main).
 */
import { Button } from '../../components/button';
import { FormattedMessage } from '../../components/formatted-message';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { inboxLinks, senderDomain, type InboxProvider } from '../../email/inbox-links';
import type { UiMessageKey } from '../../i18n/messages';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';

const LINK_LABELS: Readonly<Record<InboxProvider, UiMessageKey>> = {
  gmail: 'emailConfirmation.openGmail',
  yahoo: 'emailConfirmation.openYahoo',
  outlook: 'emailConfirmation.openOutlook',
};

export function EmailConfirmationScreen() {
  const { t, config, bootstrap, logEvent } = useWidget();
  const { state, dispatch } = useWidgetStore();
  const email = state.magicLink.email;
  const links = inboxLinks(senderDomain(config.emailMagicLinksOptions.domainHint, bootstrap.emailDomains));

  const tryAgain = () => {
    logEvent('email_try_again_clicked', { email, type: 'login_or_create_eml' });
    dispatch(widgetActions.setMagicLinkEmail(''));
    dispatch(widgetActions.goBack());
  };

  return (
    <>
      <ScreenHeading>{t('emailConfirmation.title')}</ScreenHeading>
      <p css={styles.bodyText}>
        <FormattedMessage id="emailConfirmation.sentTo" values={{ email: <strong>{email}</strong> }} />
      </p>
      <ul css={styles.inboxLinks}>
        {links.map((link) => (
          <li key={link.provider}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" css={styles.link}>
              {t(LINK_LABELS[link.provider])}
            </a>
          </li>
        ))}
      </ul>
      <div css={styles.inlineRow}>
        <span>{t('emailConfirmation.didntGetIt')}</span>
        <Button variant="text" onClick={tryAgain}>
          {t('emailConfirmation.tryAgain')}
        </Button>
      </div>
    </>
  );
}
