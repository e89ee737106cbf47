import { createContext } from 'react';
import type { PorticoClient } from '../core/client';

/** The client shared by `PorticoProvider`. */
export const PorticoClientContext = createContext<PorticoClient | null>(null);
