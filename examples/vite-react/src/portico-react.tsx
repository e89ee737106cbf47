/**
 * STAND-IN, to be deleted: the parts of `portico/react` this app uses that the
 * library does not export yet (branch react-ssr: a provider that takes
 * `publicToken` + `options` and creates the client itself,
 * `usePorticoSession()` → `{ session, isInitialized, fromCache }`,
 * `<SignedIn>`, `<SignedOut>`, `<PorticoAuthenticate>`). Once that lands,
 * every import of './portico-react' becomes 'portico/react' and this file
 * goes. (A copy of examples/nextjs/lib/portico-react.tsx: the two apps share
 * nothing, as two host apps would not.)
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPorticoClient, type AuthenticateByUrlResult, type PorticoClient, type PorticoClientOptions } from 'portico';
import { PorticoLogin as LibraryLogin, PorticoProvider as LibraryProvider, type PorticoLoginProps } from 'portico/react';

export type { LoginConfig, PorticoCallbacks, PorticoEvent, PorticoLoginProps } from 'portico/react';

const ClientContext = createContext<PorticoClient | null>(null);

export interface PorticoProviderProps {
  publicToken: string;
  options?: PorticoClientOptions;
  children?: ReactNode;
}

/** Creates the client once, after hydration: none on the server and none in the first client render. */
export function PorticoProvider({ publicToken, options, children }: PorticoProviderProps) {
  const [client, setClient] = useState<PorticoClient | null>(null);
  const baseUrl = options?.customBaseUrl;
  useEffect(() => {
    const created = createPorticoClient(publicToken, baseUrl === undefined ? {} : { customBaseUrl: baseUrl });
    setClient(created);
    return () => created.destroy();
  }, [publicToken, baseUrl]);
  const inner = client ? <LibraryProvider client={client}>{children}</LibraryProvider> : children;
  return <ClientContext.Provider value={client}>{inner}</ClientContext.Provider>;
}

/** The client, or null on the server and before hydration. */
export function usePorticoClient(): PorticoClient | null {
  return useContext(ClientContext);
}

const subscribeNowhere = () => () => {};
const NOT_YET = Object.freeze({ session: null, user: null, isInitialized: false, fromCache: false });
const notYet = () => NOT_YET;

/** `{ session, isInitialized, fromCache }` from the client's `session.getInfo()`; not initialized before there is a client. */
export function usePorticoSession() {
  const client = usePorticoClient();
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.session.onInfoChange(() => onChange()) : () => {}),
    [client],
  );
  return useSyncExternalStore(client ? subscribe : subscribeNowhere, client ? client.session.getInfo : notYet, notYet);
}

/** `{ user, isInitialized, fromCache }` from the client's `user.getInfo()`. */
export function usePorticoUser() {
  const client = usePorticoClient();
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.user.onInfoChange(() => onChange()) : () => {}),
    [client],
  );
  return useSyncExternalStore(client ? subscribe : subscribeNowhere, client ? client.user.getInfo : notYet, notYet);
}

export function SignedIn({ children }: { children?: ReactNode }) {
  const { session, isInitialized } = usePorticoSession();
  return isInitialized && session ? children : null;
}

export function SignedOut({ children }: { children?: ReactNode }) {
  const { session, isInitialized } = usePorticoSession();
  return isInitialized && !session ? children : null;
}

export function PorticoLogin(props: PorticoLoginProps) {
  return usePorticoClient() ? <LibraryLogin {...props} /> : null;
}

export interface PorticoAuthenticateProps {
  onSuccess?: (result: AuthenticateByUrlResult | null) => void;
  onError?: (error: unknown) => void;
  sessionDurationMinutes?: number;
}

/** Redeems the redirect's token once per page load (StrictMode runs effects twice). */
export function PorticoAuthenticate({ onSuccess, onError, sessionDurationMinutes = 30 }: PorticoAuthenticateProps) {
  const client = usePorticoClient();
  const started = useRef(false);
  useEffect(() => {
    if (!client || started.current) return;
    started.current = true;
    client.authenticateByUrl({ session_duration_minutes: sessionDurationMinutes }).then(
      (result) => onSuccess?.(result),
      (error: unknown) => onError?.(error),
    );
  }, [client, onSuccess, onError, sessionDurationMinutes]);
  return null;
}
