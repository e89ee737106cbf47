/** What the identity-provider screens hand their calls, and the project's name as the screens say it. */
import { useMemo } from 'react';
import { useWidget } from '../../context/widget-context';
import type { IDPEnv } from './api';

export function useIDPEnv(): IDPEnv {
  const { client, t } = useWidget();
  return useMemo(() => ({ client, t }), [client, t]);
}

/** The bootstrap's project name; without one, the consent page's own host (the identity provider's site). */
export function useProjectName(): string {
  const { bootstrap } = useWidget();
  const name = bootstrap.projectName;
  return name !== null && name !== undefined && name.trim() !== '' ? name : window.location.host;
}
