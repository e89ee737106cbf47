import { ScreenHeading } from '../../../components/screen-heading';
import { useB2BWidget } from '../../../b2b/b2b-context';
import type { ScreenProps } from '../../flow';
import type { B2BMainState } from './state';

/** The B2B login's first screen. */
export function B2BMainScreen(_props: ScreenProps<B2BMainState>) {
  const { t } = useB2BWidget();
  return <ScreenHeading>{t('b2b.main.title')}</ScreenHeading>;
}
