import { css } from '../theme/css';

/** Icons keep their size in flex rows and sit on the text's centre line. */
export const icon = css`
  display: inline-block;
  flex: none;
  vertical-align: middle;
`;
