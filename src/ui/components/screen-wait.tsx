/**
 * A screen's own wait (not a button's): a spinner over a status text, e.g.
 * while the client finds out whether there is a session. Only lazy screens
 * use it, so it stays out of the first load.
 */
import { cx } from '../theme/css';
import { waiting } from './screen-wait.styles';
import { Spinner } from './spinner';

/** The spinner's size in a screen's own wait (25 px, like One Tap's). */
export const SCREEN_SPINNER_SIZE = 25;

export function ScreenWait({ label }: { label: string }) {
  return (
    <div role="status" className={cx(waiting)}>
      <Spinner size={SCREEN_SPINNER_SIZE} />
      <span>{label}</span>
    </div>
  );
}
