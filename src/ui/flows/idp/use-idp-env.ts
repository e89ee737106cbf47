/**
 * What the identity-provider screens hand their calls: the widget's port
 * (port.ts; the consumer's unless the widget gave one) and the translator.
 */
import { useContext, useMemo } from 'react';
import { useWidget } from '../../context/widget-context';
import type { IDPEnv } from './api';
import { consumerIDPPort } from './consumer-port';
import { IDPPortContext, type IDPPort } from './port';

export function useIDPPort(): IDPPort {
  const env = useWidget();
  const build = useContext(IDPPortContext) ?? consumerIDPPort;
  return useMemo(() => build(env), [build, env]);
}

export function useIDPEnv(): IDPEnv {
  const port = useIDPPort();
  const { t } = useWidget();
  return useMemo(() => ({ port, t }), [port, t]);
}

