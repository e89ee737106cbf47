/** Styles of the One Tap region: a box Google's prompt renders in, with a spinner over it while it loads. */
import { css } from '../../theme/css';

export const oneTapRegion = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Google owns this element's children; only its height is the widget's. */
export const oneTapSlot = css`
  width: 100%;
  overflow: hidden;
`;

export const oneTapPending = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
