/**
 * The magic-link tab on Main: 'Email format is invalid.' and no request for
 * a bad address; otherwise login-or-create with the host's options, then
 * `magicLink/sent`.
 */
import { useWidget } from '../../context/widget-context';
import { EmailForm } from '../../forms/email-form';
import type { TabProps } from '../flow';
import { magicLinkSent, type MagicLinkAction } from './actions';
import { sendMagicLink } from './api';

export function EmailMagicLinkForm({ dispatch, error }: TabProps<MagicLinkAction>) {
  const { client, config } = useWidget();
  return (
    <EmailForm
      invalidKey="validation.emailFormatInvalid"
      submitLabel="main.sendLink"
      error={error}
      dispatch={dispatch}
      send={(address, signal) => sendMagicLink(client, config, address, signal)}
      onSent={(address, response) => dispatch(magicLinkSent(address, response))}
    />
  );
}
