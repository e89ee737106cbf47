import { useWidget } from '../context/widget-context';
import { divider } from './divider.styles';
import { cx, part } from '../theme/css';

export interface DividerProps {
  /** The word between the lines; default the translated 'or' (needs the widget context). */
  label?: string;
}

/** The word 'or' between two Main blocks, as line — or — line. */
export function Divider({ label }: DividerProps) {
  return label === undefined ? <TranslatedDivider /> : <OrDivider label={label} />;
}

/** The context-free primitive: every text comes in as a prop. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className={cx(divider)} data-testid="divider" {...part('divider')}>
      <span>{label}</span>
    </div>
  );
}

function TranslatedDivider() {
  const { t } = useWidget();
  return <OrDivider label={t('main.divider')} />;
}
