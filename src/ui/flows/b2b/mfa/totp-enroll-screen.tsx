/**
 * TOTP enrolment (docs/architecture.md, "B2B widget"): `b2b/totp` once on arrival (StrictMode and
 * a return from the code screen included: `useOnArrival`, and the state keeps the answer), then
 * the QR code of the otpauth:// URI (totp-uri.ts), drawn here as SVG from `uqr`'s matrix, with the
 * secret for manual entry behind 'Having trouble scanning?' (in groups of 4, copyable), and
 * 'Continue' to the first code.
 *
 * `uqr` (MIT, no dependencies) is imported by this module only, one of the flow's deferred
 * screens, so it never loads before a B2B mount's first paint (docs/architecture.md, "Chunks").
 */
import { useMemo, useState } from 'react';
import { encode } from 'uqr';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { ScreenWait } from '../../../components/screen-wait';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { totpCreated, type MfaDispatch } from './actions';
import { createTotp } from './api';
import { copyText } from './clipboard';
import { onLostSession } from './lost-session';
import { code, qrImage, secretBox } from './mfa.styles';
import type { MfaTotpEnrollState } from './state';
import { groupSecret, totpUri } from './totp-uri';

/** One path of unit squares, a row's run of dark modules at a time. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/** The QR code as SVG: drawn here, never fetched from a QR service (which would see the secret). */
function QrCode({ value, label }: { value: string; label: string }) {
  // Medium error correction and the standard 4-module quiet zone: what phone cameras read best.
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [value]);
  // Black on white in every theme: many authenticator apps cannot read an inverted code.
  return (
    <svg className={cx(qrImage)} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export function MfaTotpEnrollScreen({ state, dispatch }: ScreenProps<MfaTotpEnrollState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t, showToast } = env;
  const { call, pending } = useScreenCall(dispatch);
  const [manual, setManual] = useState(false);
  const lost = onLostSession(dispatch);
  const { enrolment } = state;

  const create = (signal: AbortSignal) => createTotp(env, state, signal);
  const options = {
    onOk: (response: Awaited<ReturnType<typeof create>>) => dispatch(totpCreated(response, totpUri(response, state.member, state.organization))),
    onFailed: lost,
  };
  // Back from the code screen, the registration is the one already scanned: no second create.
  useOnArrival(call, (signal) => (enrolment === null ? create(signal) : Promise.resolve(null)), {
    onOk: (response) => {
      if (response !== null) options.onOk(response);
    },
    onFailed: lost,
  });

  const copySecret = async (secret: string) => {
    const copied = await copyText(secret);
    showToast(copied ? { type: 'success', message: t('b2b.mfa.secretCopied') } : { type: 'error', message: t('b2b.mfa.secretCopyFailed') });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.mfa.totpEnrollTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('b2b.mfa.totpEnrollBody')}</p>
      {enrolment === null ? (
        pending ? (
          <ScreenWait label={t('b2b.mfa.totpPreparing')} />
        ) : (
          // The create failed (its message is in the screen's alert): ask again.
          <Button variant="secondary" onClick={() => void call(create, options)}>
            {t('common.tryAgain')}
          </Button>
        )
      ) : (
        <>
          {manual ? (
            <div className={cx(secretBox)}>
              <p className={cx(styles.helperText)}>{t('b2b.mfa.secretBody')}</p>
              <p className={cx(styles.bodyText)}>
                <span className={cx(styles.visuallyHidden)}>{t('b2b.mfa.secretLabel')} </span>
                <code className={cx(code)} dir="ltr" data-testid="mfa-totp-secret">
                  {groupSecret(enrolment.secret)}
                </code>
              </p>
              <Button variant="secondary" onClick={() => void copySecret(enrolment.secret)}>
                {t('b2b.mfa.copySecret')}
              </Button>
            </div>
          ) : (
            <QrCode value={enrolment.uri} label={t('b2b.mfa.qrLabel')} />
          )}
          <Button onClick={() => dispatch({ type: 'mfa/totpScanned' })}>{t('b2b.mfa.continue')}</Button>
          <Button variant="secondary" onClick={() => setManual((shown) => !shown)}>
            {t(manual ? 'b2b.mfa.hideSecret' : 'b2b.mfa.showSecret')}
          </Button>
        </>
      )}
      {state.methods.length > 1 ? (
        <Button variant="text" onClick={() => dispatch({ type: 'mfa/goBack' })}>
          {t('b2b.mfa.goBack')}
        </Button>
      ) : null}
    </>
  );
}
