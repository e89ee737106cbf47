/**
 * The language of the emulator's emails and SMS (emulator/README.md,
 * "Messages in the visitor's language") against the real emulator over HTTP:
 * every route that sends, called without `locale` and with a tag no catalogue
 * answers, sends the same English text, word for word as before the texts
 * had catalogues. Codes and links differ per send, so each expected text is
 * built around the code or link the message itself carries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type Emulator, type OutboxMessage } from './support/harness';
import { sdk } from './support/sdk-http';
import { b2b, signInByCode, startB2BEmulator } from './support/b2b-http';
import German from '../../emulator/src/products/mailbox/texts/de';
import Polish from '../../emulator/src/products/mailbox/texts/pl';
import Arabic from '../../emulator/src/products/mailbox/texts/ar';

const PROJECT = 'Lantern';

/** No `locale` at all, and a well-formed tag of a language with no catalogue. */
const ENGLISH_LOCALES = [{ locale: undefined }, { locale: 'xx-unknown' }] as const;

type Sent = Pick<OutboxMessage, 'subject' | 'body'>;

async function lastMessage(emulator: Emulator, to: string): Promise<OutboxMessage> {
  const messages = await emulator.api.mailbox.messages({ to });
  const message = messages.at(-1);
  if (!message) throw new Error(`no message sent to ${to}`);
  return message;
}

function sent(message: OutboxMessage): Sent {
  return { subject: message.subject, body: message.body };
}

describe('consumer messages', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startTestEmulator({ config: { projectName: PROJECT } });
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.api.reset());

  it.each(ENGLISH_LOCALES)('passcodes by email and SMS, locale $locale: English', async ({ locale }) => {
    expect((await sdk(emulator, 'POST', '/otps/email/login_or_create', { email: 'ada@example.com', locale })).status).toBe(200);
    const email = await lastMessage(emulator, 'ada@example.com');
    expect(sent(email)).toEqual({
      subject: 'Your verification code',
      body: `Your ${PROJECT} verification code is ${email.code}. It expires in 5 minutes.`,
    });

    const sms = { phone_number: '+15555550100', expiration_minutes: 1, locale };
    expect((await sdk(emulator, 'POST', '/otps/sms/login_or_create', sms)).status).toBe(200);
    const text = await lastMessage(emulator, '+15555550100');
    expect(sent(text)).toEqual({ subject: null, body: `Your ${PROJECT} verification code is ${text.code}. It expires in 1 minute.` });

    await emulator.api.config.patch({ otpExpirationSecondsOverride: 90 });
    expect((await sdk(emulator, 'POST', '/otps/email/login_or_create', { email: 'bob@example.com', locale })).status).toBe(200);
    const short = await lastMessage(emulator, 'bob@example.com');
    expect(short.body).toBe(`Your ${PROJECT} verification code is ${short.code}. It expires in 90 seconds.`);
    await emulator.api.config.patch({ otpExpirationSecondsOverride: null });
  });

  it('a passcode in the request\'s language: de-AT is German, pl and ar with their plural forms', async () => {
    const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    expect((await sdk(emulator, 'POST', '/otps/email/login_or_create', { email: 'eve@example.com', locale: 'de-AT' })).status).toBe(200);
    const german = await lastMessage(emulator, 'eve@example.com');
    const minutes = (forms: { [category: string]: string | undefined }, category: string, count: number) => forms[category]!.replace('{count}', String(count));
    expect(sent(german)).toEqual({
      subject: German['otp.subject'],
      body: fill(German['otp.body'], { projectName: PROJECT, code: german.code!, duration: minutes(German['duration.minutes'], 'other', 5) }),
    });
    expect(german.body).not.toContain('verification code');

    const sms = (locale: string, phone_number: string) => sdk(emulator, 'POST', '/otps/sms/login_or_create', { phone_number, expiration_minutes: 2, locale });
    expect((await sms('pl', '+15555550101')).status).toBe(200);
    const polish = await lastMessage(emulator, '+15555550101');
    expect(polish.body).toContain(minutes(Polish['duration.minutes'], 'few', 2));
    expect((await sms('ar', '+15555550102')).status).toBe(200);
    const arabic = await lastMessage(emulator, '+15555550102');
    expect(arabic.body).toContain(minutes(Arabic['duration.minutes'], 'two', 2).replace('2', new Intl.NumberFormat('ar', { useGrouping: false }).format(2)));
  });

  it.each(ENGLISH_LOCALES)('magic links for a sign-up and a login, locale $locale: English', async ({ locale }) => {
    const send = { email: 'cy@example.com', locale };
    expect((await sdk(emulator, 'POST', '/magic_links/email/login_or_create', send)).status).toBe(200);
    const signup = await lastMessage(emulator, 'cy@example.com');
    expect(sent(signup)).toEqual({
      subject: 'Confirm your email to sign up',
      body: [
        `Click the link below to finish signing up for ${PROJECT}:`,
        '',
        signup.link,
        '',
        'This link expires in 30 minutes. If you did not ask for it, ignore this email.',
      ].join('\n'),
    });

    await emulator.api.users.create({ email: 'dee@example.com' });
    const login = { email: 'dee@example.com', login_expiration_minutes: 60, locale };
    expect((await sdk(emulator, 'POST', '/magic_links/email/login_or_create', login)).status).toBe(200);
    const link = await lastMessage(emulator, 'dee@example.com');
    expect(sent(link)).toEqual({
      subject: 'Your login link',
      body: [
        `Click the link below to log in to ${PROJECT}:`,
        '',
        link.link,
        '',
        'This link expires in 60 minutes. If you did not ask for it, ignore this email.',
      ].join('\n'),
    });
  });

  it.each(ENGLISH_LOCALES)('a password reset with a login link, locale $locale: English', async ({ locale }) => {
    await emulator.api.users.create({ email: 'eve@example.com', password: 'Quartz-lantern-47-orbit' });
    const start = { email: 'eve@example.com', login_redirect_url: 'http://localhost:3000/login', locale };
    expect((await sdk(emulator, 'POST', '/passwords/email/reset/start', start)).status).toBe(200);
    const reset = await lastMessage(emulator, 'eve@example.com');
    const loginLink = reset.body.split('\n')[6];
    expect(loginLink).toMatch(/^http:\/\/localhost:3000\/login\?stytch_token_type=login&token=/);
    expect(sent(reset)).toEqual({
      subject: 'Reset your password',
      body: [
        `Someone asked to reset the password of your ${PROJECT} account. To choose a new password, open:`,
        '',
        reset.link,
        '',
        'Or log in without changing your password:',
        '',
        loginLink,
        '',
        'These links expire in 30 minutes. If you did not ask for this, ignore this email.',
      ].join('\n'),
    });
  });
});

describe('B2B messages', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startB2BEmulator({ projectName: PROJECT });
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.api.reset());

  async function acme() {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [
        { email_address: 'admin@acme.test', roles: ['stytch_admin'], password: 'Quartz-lantern-47-orbit' },
        { email_address: 'bob@acme.test' },
      ],
    });
    return { organizationId: organization.organization_id, members };
  }

  it.each(ENGLISH_LOCALES)('passcodes to an organization and for discovery, locale $locale: English', async ({ locale }) => {
    const { organizationId } = await acme();
    const login = { organization_id: organizationId, email_address: 'admin@acme.test', locale };
    expect((await b2b(emulator, 'POST', '/b2b/otps/email/login_or_signup', login)).status).toBe(200);
    const code = await lastMessage(emulator, 'admin@acme.test');
    expect(sent(code)).toEqual({
      subject: `Your ${PROJECT} verification code`,
      body: `Your code to sign in to Acme is ${code.code}. It expires in 5 minutes.`,
    });

    expect((await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: 'bob@acme.test', locale })).status).toBe(200);
    const discovery = await lastMessage(emulator, 'bob@acme.test');
    expect(sent(discovery)).toEqual({
      subject: `Your ${PROJECT} verification code`,
      body: `Your code to sign in is ${discovery.code}. It expires in 5 minutes.`,
    });
  });

  it.each(ENGLISH_LOCALES)('magic links to an organization, for discovery and an invite, locale $locale: English', async ({ locale }) => {
    const { organizationId } = await acme();
    const login = { organization_id: organizationId, email_address: 'bob@acme.test', locale };
    expect((await b2b(emulator, 'POST', '/b2b/magic_links/email/login_or_signup', login)).status).toBe(200);
    const link = await lastMessage(emulator, 'bob@acme.test');
    expect(sent(link)).toEqual({
      subject: `Your ${PROJECT} login link`,
      body: `Sign in to Acme: ${link.link}\nThe link expires in 30 minutes.`,
    });

    const discover = { email_address: 'cy@acme.test', discovery_expiration_minutes: 5, locale };
    expect((await b2b(emulator, 'POST', '/b2b/magic_links/email/discovery/send', discover)).status).toBe(200);
    const discovery = await lastMessage(emulator, 'cy@acme.test');
    expect(sent(discovery)).toEqual({
      subject: `Your ${PROJECT} login link`,
      body: `Sign in to ${PROJECT}: ${discovery.link}\nThe link expires in 5 minutes.`,
    });

    const admin = await signInByCode(emulator, organizationId, 'admin@acme.test');
    const invite = { email_address: 'dee@acme.test', locale };
    expect((await b2b(emulator, 'POST', '/b2b/magic_links/email/invite', invite, admin.json.session_token as string)).status).toBe(200);
    const invited = await lastMessage(emulator, 'dee@acme.test');
    expect(sent(invited)).toEqual({
      subject: `Your ${PROJECT} login link`,
      body: `Sign in to Acme: ${invited.link}\nThe link expires in 10080 minutes.`,
    });
  });

  it.each(ENGLISH_LOCALES)('password resets in an organization and by discovery, locale $locale: English', async ({ locale }) => {
    const { organizationId } = await acme();
    const start = { organization_id: organizationId, email_address: 'admin@acme.test', locale };
    expect((await b2b(emulator, 'POST', '/b2b/passwords/email/reset/start', start)).status).toBe(200);
    const reset = await lastMessage(emulator, 'admin@acme.test');
    expect(sent(reset)).toEqual({
      subject: 'Reset your Acme password',
      body: [
        'Someone asked to reset your password for Acme. To choose a new one, open:',
        '',
        reset.link,
        '',
        'The link expires in 30 minutes. If you did not ask for this, ignore this email.',
      ].join('\n'),
    });

    const discover = { email_address: 'bob@acme.test', reset_password_expiration_minutes: 60, locale };
    expect((await b2b(emulator, 'POST', '/b2b/passwords/discovery/reset/start', discover)).status).toBe(200);
    const discovery = await lastMessage(emulator, 'bob@acme.test');
    expect(sent(discovery)).toEqual({
      subject: `Reset your ${PROJECT} password`,
      body: [
        `Someone asked to reset your ${PROJECT} password. To choose a new one, open:`,
        '',
        discovery.link,
        '',
        'The link expires in 60 minutes. If you did not ask for this, ignore this email.',
      ].join('\n'),
    });
  });

  it.each(ENGLISH_LOCALES)('an MFA passcode by SMS, locale $locale: English', async ({ locale }) => {
    const { organizationId, members } = await acme();
    const bob = await signInByCode(emulator, organizationId, 'bob@acme.test');
    const send = { organization_id: organizationId, member_id: members[1]!.member_id, mfa_phone_number: '+15555550111', locale };
    expect((await b2b(emulator, 'POST', '/b2b/otps/sms/send', send, bob.json.session_token as string)).status).toBe(200);
    const sms = await lastMessage(emulator, '+15555550111');
    expect(sent(sms)).toEqual({ subject: null, body: `Your ${PROJECT} verification code is ${sms.code}. It expires in 5 minutes.` });
  });
});
