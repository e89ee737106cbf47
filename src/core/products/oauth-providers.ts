/**
 * The social providers (docs/behaviour.md §2.7): defined in the protocol
 * module the emulator shares (protocol/oauth-providers.ts), re-exported on a
 * module of their own, apart from the OAuth code, so the widget's config
 * checks can name them without loading it.
 */
export { OAUTH_PROVIDERS, type OAuthProviderType } from '../../../protocol/oauth-providers';
