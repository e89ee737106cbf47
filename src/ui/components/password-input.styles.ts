/** The password input's styles: the input and its show/hide toggle inside its end edge. */
import { css } from '../theme/css';
import { iconButton } from '../theme/styles';

/** The input, with room for the toggle at its end. */
export const inputWrap = css`
  position: relative;
  display: flex;
  & > input {
    padding-inline-end: 48px;
  }
`;

export const toggle = css`
  ${iconButton};
  position: absolute;
  top: 50%;
  inset-inline-end: 6px;
  transform: translateY(-50%);
  width: 36px;
  height: 36px;
`;
