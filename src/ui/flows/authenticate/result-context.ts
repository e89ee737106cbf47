/**
 * Where `<PorticoAuthenticate onSuccess>` hears of the redeemed token with its
 * answer (the mount API's hosts get `AuthenticateFlowComplete` instead).
 */
import { createContext } from 'react';
import type { AuthenticateByUrlResult } from '../../../core';

export const AuthenticateSuccessContext = createContext<((result: AuthenticateByUrlResult) => void) | undefined>(undefined);
