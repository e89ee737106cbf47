/**
 * What the loaded flows contribute beyond their own screens: the Main-screen
 * tab forms, by tab id. Main reads it, so Main itself knows no flow.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { MainTabId } from '../config/main-layout';
import type { TabProps } from '../flows/flow';

export type TabRegistry = Partial<Record<MainTabId, ComponentType<TabProps>>>;

export const TabRegistryContext = createContext<TabRegistry>({});

export function useTabRegistry(): TabRegistry {
  return useContext(TabRegistryContext);
}
